import type { HubItemKind } from '@orbita/contracts/hubs';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import type { RecordRegistry } from '../../platform/records';
import { visibleInWorkspace, type MemberContext } from '../../platform/scope';

type Member = Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>;

/** A record of a hub as the home shows it. */
export interface ResolvedRecord {
  title: string;
  path: string;
  /** Its module's last-change date, when its table keeps one (`updatedAt`). */
  updatedAt: Date | null;
}

export const recordKey = (kind: string, id: string) => `${kind}:${id}`;

/**
 * The records behind hub items, through THE record registry (title, path; scoped by
 * workspace), keeping only those the person may see (`visibleInWorkspace`: a record also in
 * another restricted hub they are not in stays hidden) and adding the table's `updatedAt`
 * for the activity feed. One or two queries per kind asked; missing ones are left out.
 */
export async function resolveHubRecords(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  refs: readonly { kind: string; id: string }[],
): Promise<Map<string, ResolvedRecord>> {
  const out = new Map<string, ResolvedRecord>();
  if (refs.length === 0) return out;
  const byKind = new Map<string, string[]>();
  for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  for (const [kind, ids] of byKind) {
    const spec = records.get(kind as HubItemKind);
    if (!spec) continue;
    const updated = (spec.table as unknown as { updatedAt?: PgColumn }).updatedAt;
    const rows = (await q
      .select({ id: spec.table.id, ...(updated ? { updatedAt: updated } : {}) })
      .from(spec.table as PgTable)
      .where(
        and(
          eq(spec.table.workspaceId, member.workspaceId),
          inArray(spec.table.id, ids),
          visibleInWorkspace(member, kind, spec.table.id),
        ),
      )) as { id: string; updatedAt?: Date }[];
    if (rows.length === 0) continue;
    const resolved = await records.resolve(
      q,
      member.workspaceId,
      rows.map((r) => ({ kind: kind as HubItemKind, id: r.id })),
    );
    rows.forEach((row, i) => {
      const hit = resolved[i];
      if (hit?.exists && hit.title !== null && hit.path !== null)
        out.set(recordKey(kind, row.id), {
          title: hit.title,
          path: hit.path,
          updatedAt: row.updatedAt ?? null,
        });
    });
  }
  return out;
}

/** Records of one kind whose title contains `text`, among those the person may see. */
export async function searchHubRecords(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  kind: HubItemKind,
  text: string,
  limit: number,
): Promise<{ id: string; title: string; path: string }[]> {
  const found = await records.search(q, member.workspaceId, kind, text, limit);
  const visible = await resolveHubRecords(
    q,
    records,
    member,
    found.map((f) => ({ kind, id: f.id })),
  );
  return found.flatMap((f) => {
    const hit = visible.get(recordKey(kind, f.id));
    return hit ? [{ id: f.id, title: hit.title, path: hit.path }] : [];
  });
}
