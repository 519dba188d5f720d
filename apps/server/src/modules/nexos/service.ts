import {
  NEXOS_GRAPH_NODES_MAX,
  NEXOS_PER_RECORD_MAX,
  NEXOS_SEARCH_MAX,
  recordKey,
  type createNexoBodySchema,
  type NexoGraph,
  type updateNexoBodySchema,
} from '@orbita/contracts/nexos';
import type { RecordRef, ResolvedRecord } from '@orbita/contracts';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import type { RecordRegistry } from '../../platform/records';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { nexos, type NexoRow } from './schema';

// `role` optional in the type (services take narrower members); the request's member has it.
// Every registry call passes the member as viewer: a record a restricted hub narrows away
// from them is not resolved nor found (`visibleInWorkspace`).
type Member = Pick<MemberContext, 'userId' | 'workspaceId'> & { role?: MemberContext['role'] };

/** Also the answer for another workspace's link, so ids never reveal what other tenants hold. */
export const linkNotFound = 'Nexo não encontrado.';
export const recordNotFound = 'Registro não encontrado.';

/** A link with both ends resolved. */
export interface LinkWithEnds {
  row: NexoRow;
  a: ResolvedRecord;
  b: ResolvedRecord;
}

const endA = (row: NexoRow): RecordRef => ({ kind: row.aKind, id: row.aId });
const endB = (row: NexoRow): RecordRef => ({ kind: row.bKind, id: row.bId });
/** The event payload's ends (flat: agents read `event.aKind`). */
const flat = (row: NexoRow) => ({
  linkId: row.id,
  aKind: row.aKind,
  aId: row.aId,
  bKind: row.bKind,
  bId: row.bId,
});
const same = (x: RecordRef, y: RecordRef) => x.kind === y.kind && x.id === y.id;

/** The pair in its stored order (`a` < `b` by `kind:id`), so one row holds either direction. */
function canonical(x: RecordRef, y: RecordRef): [RecordRef, RecordRef] {
  return recordKey(x) < recordKey(y) ? [x, y] : [y, x];
}

/** Links touching any of `refs` (either end), in the workspace. */
function touching(refs: readonly RecordRef[]): SQL {
  const byKind = new Map<string, string[]>();
  for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  const parts: SQL[] = [];
  for (const [kind, ids] of byKind) {
    parts.push(and(eq(nexos.aKind, kind as RecordRef['kind']), inArray(nexos.aId, ids)) as SQL);
    parts.push(and(eq(nexos.bKind, kind as RecordRef['kind']), inArray(nexos.bId, ids)) as SQL);
  }
  return or(...parts) as SQL;
}

async function resolveOne(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  ref: RecordRef,
  lock = false,
): Promise<ResolvedRecord> {
  const [resolved] = await records.resolve(q, member.workspaceId, [ref], { lock, viewer: member });
  if (!resolved?.exists) throw AppError.notFound(recordNotFound);
  return resolved;
}

/**
 * The links with both ends resolved as the member sees them, leaving out a link one of whose
 * ends the member cannot see: narrowed away by a restricted hub (shown, even as a missing end,
 * it would tell that the record is there and linked), or a task in the trash (its links wait
 * there to come back with it: migration 0046_nexos_trash). Nothing else is ever missing: the
 * delete triggers take a record's links with it.
 */
async function withEnds(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  rows: NexoRow[],
): Promise<LinkWithEnds[]> {
  const refs = rows.flatMap((row) => [endA(row), endB(row)]);
  const resolved = await records.resolve(q, member.workspaceId, refs, { viewer: member });
  return rows.flatMap((row, i) => {
    const [a, b] = [resolved[2 * i]!, resolved[2 * i + 1]!];
    return a.exists && b.exists ? [{ row, a, b }] : [];
  });
}

/** One link of the workspace the member may see (both ends: `withEnds`), else 404. */
async function visibleLink(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  id: string,
  lock = false,
): Promise<LinkWithEnds> {
  const query = q
    .select()
    .from(nexos)
    .where(inWorkspace(nexos, member, eq(nexos.id, id)));
  const rows = lock ? await query.for('update') : await query;
  const [link] = await withEnds(q, records, member, rows);
  if (!link) throw AppError.notFound(linkNotFound);
  return link;
}

/** A record (404 when it is not in the workspace) and its links, the newest first. */
export async function listLinks(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  ref: RecordRef,
): Promise<{ record: ResolvedRecord; links: LinkWithEnds[] }> {
  const record = await resolveOne(q, records, member, ref);
  const rows = await q
    .select()
    .from(nexos)
    .where(inWorkspace(nexos, member, touching([ref])))
    .orderBy(desc(nexos.createdAt), desc(nexos.id))
    .limit(NEXOS_PER_RECORD_MAX);
  return { record, links: await withEnds(q, records, member, rows) };
}

async function countLinks(tx: Tx, member: Member, ref: RecordRef): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(nexos)
    .where(inWorkspace(nexos, member, touching([ref])));
  return row?.n ?? 0;
}

/**
 * Links two records of the workspace. Both must exist here (404 otherwise, as for another
 * workspace's); they are key-share locked until commit, so neither can be deleted under the
 * new link. One link per pair (409), none to itself, at most NEXOS_PER_RECORD_MAX per record.
 */
export async function createLink(
  ctx: AppContext,
  records: RecordRegistry,
  member: Member,
  body: z.output<typeof createNexoBodySchema>,
): Promise<LinkWithEnds> {
  if (same(body.from, body.to))
    throw AppError.validation('Um registro não pode ser ligado a ele mesmo.', {
      to: 'Escolha outro registro.',
    });
  return transaction(ctx, async (tx) => {
    const [a, b] = canonical(body.from, body.to);
    const ends = await records.resolve(tx, member.workspaceId, [a, b], {
      lock: true,
      viewer: member,
    });
    if (!ends.every((end) => end.exists)) throw AppError.notFound(recordNotFound);
    for (const end of [a, b])
      if ((await countLinks(tx, member, end)) >= NEXOS_PER_RECORD_MAX)
        throw AppError.conflict(
          `Um registro pode ter no máximo ${NEXOS_PER_RECORD_MAX} nexos. Remova algum antes.`,
        );
    const [row] = await tx
      .insert(nexos)
      .values({
        workspaceId: member.workspaceId,
        aKind: a.kind,
        aId: a.id,
        bKind: b.kind,
        bId: b.id,
        label: body.label ?? null,
        createdBy: member.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw AppError.conflict('Esses registros já estão ligados.');
    await emit(tx, 'nexos.link.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      ...flat(row),
    });
    return { row, a: ends[0]!, b: ends[1]! };
  });
}

/** Loads one link of the workspace with its ends (404 otherwise). */
export async function getLink(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  id: string,
): Promise<LinkWithEnds> {
  return visibleLink(q, records, member, id);
}

/** Changes the label (versioned: a stale `version` answers 409 with the current link). */
export async function updateLink(
  ctx: AppContext,
  records: RecordRegistry,
  member: Member,
  id: string,
  body: z.output<typeof updateNexoBodySchema>,
): Promise<LinkWithEnds> {
  return transaction(ctx, async (tx) => {
    await visibleLink(tx, records, member, id, true);
    const row = await updateVersioned(
      tx,
      nexos,
      inWorkspace(nexos, member, eq(nexos.id, id)),
      body.version,
      { label: body.label, updatedAt: new Date() },
      linkNotFound,
    );
    await emit(tx, 'nexos.link.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      ...flat(row),
    });
    return (await withEnds(tx, records, member, [row]))[0]!;
  });
}

export async function deleteLink(
  ctx: AppContext,
  records: RecordRegistry,
  member: Member,
  id: string,
): Promise<NexoRow> {
  return transaction(ctx, async (tx) => {
    await visibleLink(tx, records, member, id, true);
    const [row] = await tx
      .delete(nexos)
      .where(inWorkspace(nexos, member, eq(nexos.id, id)))
      .returning();
    if (!row) throw AppError.notFound(linkNotFound);
    await emit(tx, 'nexos.link.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      ...flat(row),
    });
    return row;
  });
}

/**
 * The neighbourhood of a record: it, its links' other ends (depth 1) and theirs (depth 2),
 * at most NEXOS_GRAPH_NODES_MAX nodes (the newest links first); `truncated` when more exist.
 * Three queries on nexos at most and one resolve per kind, whatever the workspace holds.
 */
export async function neighbourhood(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  root: RecordRef,
): Promise<NexoGraph> {
  const rootResolved = await resolveOne(q, records, member, root);
  const nodes = new Map<string, { ref: RecordRef; depth: number }>([
    [recordKey(root), { ref: root, depth: 0 }],
  ]);
  const edges = new Map<string, NexoRow>();
  let truncated = false;
  const rowLimit = NEXOS_GRAPH_NODES_MAX * 5;

  let frontier: RecordRef[] = [root];
  for (const depth of [1, 2]) {
    if (frontier.length === 0) break;
    const rows = await q
      .select()
      .from(nexos)
      .where(inWorkspace(nexos, member, touching(frontier)))
      .orderBy(desc(nexos.createdAt), desc(nexos.id))
      .limit(rowLimit + 1);
    if (rows.length > rowLimit) truncated = true;
    const next: RecordRef[] = [];
    for (const row of rows.slice(0, rowLimit)) {
      for (const end of [endA(row), endB(row)]) {
        const key = recordKey(end);
        if (nodes.has(key)) continue;
        if (nodes.size >= NEXOS_GRAPH_NODES_MAX) {
          truncated = true;
          continue;
        }
        nodes.set(key, { ref: end, depth });
        next.push(end);
      }
      if (nodes.has(recordKey(endA(row))) && nodes.has(recordKey(endB(row))))
        edges.set(row.id, row);
    }
    frontier = next;
  }

  const list = [...nodes.values()];
  const resolved = await records.resolve(
    q,
    member.workspaceId,
    list.map((n) => n.ref),
    { viewer: member },
  );
  resolved[0] = rootResolved;
  // What the member may not see (a record narrowed away by a restricted hub) is no node, and
  // nothing is reached through it: only what the root reaches by the remaining edges stays.
  const seen = new Set(resolved.filter((r) => r.exists).map(recordKey));
  const kept = [...edges.values()].filter(
    (row) => seen.has(recordKey(endA(row))) && seen.has(recordKey(endB(row))),
  );
  const reached = new Set([recordKey(root)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of kept) {
      const [a, b] = [recordKey(endA(row)), recordKey(endB(row))];
      if (reached.has(a) !== reached.has(b)) {
        reached.add(reached.has(a) ? b : a);
        grew = true;
      }
    }
  }
  return {
    root: recordKey(root),
    nodes: resolved
      .map((r, i) => ({ ...r, key: recordKey(r), depth: list[i]!.depth }))
      .filter((n) => reached.has(n.key)),
    edges: kept.map((row) => ({
      id: row.id,
      source: recordKey(endA(row)),
      target: recordKey(endB(row)),
      label: row.label,
    })),
    truncated,
  };
}

/**
 * Records by title, to link: of one kind, or of every declared kind (one bounded query per
 * kind, merged by title) — at most NEXOS_SEARCH_MAX either way.
 */
export async function searchRecords(
  q: Queryable,
  records: RecordRegistry,
  member: Member,
  kind: RecordRef['kind'] | undefined,
  text: string,
): Promise<ResolvedRecord[]> {
  if (kind)
    return records.search(q, member.workspaceId, kind, text, NEXOS_SEARCH_MAX, { viewer: member });
  const found: ResolvedRecord[] = [];
  for (const [each] of records.entries())
    found.push(
      ...(await records.search(q, member.workspaceId, each, text, NEXOS_SEARCH_MAX, {
        viewer: member,
      })),
    );
  return found
    .sort((x, y) => (x.title ?? '').localeCompare(y.title ?? '', 'pt-BR'))
    .slice(0, NEXOS_SEARCH_MAX);
}
