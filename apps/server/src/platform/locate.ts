import type { RecordKind, RecordWorkspace } from '@orbita/contracts';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './db/client';
import { memberships, workspaces } from './identity/schema';
import { visibleRecordWhere, type RecordKindSpec } from './records/registry';
import { inWorkspace } from './scope';

/**
 * The workspace holding a record, when the person is a member of it; null otherwise (a
 * missing record and another tenant's answer alike, so nothing leaks to non-members). The
 * record itself is never read: only which of the person's workspaces it sits in. A record a
 * restricted hub narrows away from the person (`visibleRecordWhere`: itself or its container,
 * with their role in that workspace) is null too.
 */
export async function workspaceOfRecord(
  q: Queryable,
  spec: RecordKindSpec,
  kind: RecordKind,
  userId: string,
  id: string,
): Promise<RecordWorkspace | null> {
  const { table } = spec;
  const [row] = await q
    .select({
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      role: memberships.role,
    })
    .from(table as PgTable)
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, table.workspaceId), eq(memberships.userId, userId)),
    )
    .innerJoin(workspaces, eq(workspaces.id, table.workspaceId))
    .where(eq(table.id, id))
    .limit(1);
  if (!row) return null;
  const member = { userId, workspaceId: row.workspaceId, role: row.role };
  const [visible] = await q
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inWorkspace(table, member, eq(table.id, id), visibleRecordWhere(member, kind, spec)))
    .limit(1);
  return visible ? { workspaceId: row.workspaceId, workspaceName: row.workspaceName } : null;
}
