import type { Role } from '@orbita/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { memberships } from './identity/schema';
import type { Queryable } from './db/client';
import { AppError } from './errors';

/**
 * Who is asking, in which workspace, with which role. Built once per request by the auth
 * layer from the database (never from the token), so role changes apply on the next request.
 */
export interface MemberContext {
  userId: string;
  workspaceId: string;
  role: Role;
}

/** Any table that holds workspace data: it has an id and the owning workspace. */
export type WorkspaceTable = PgTable & { id: PgColumn; workspaceId: PgColumn };

/**
 * The one workspace-scoping helper. Every query on workspace data puts its conditions
 * through here, so none can forget the tenant filter:
 *   db.select().from(tasks).where(inWorkspace(tasks, ctx, eq(tasks.listId, listId)))
 */
export function inWorkspace(
  table: WorkspaceTable,
  ctx: Pick<MemberContext, 'workspaceId'>,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.workspaceId, ctx.workspaceId), ...conditions) as SQL;
}

/**
 * Loads one record of the caller's workspace by id. A record of another workspace answers
 * exactly like a missing one (404), so ids never reveal what other tenants hold.
 */
export async function findInWorkspace<T extends WorkspaceTable>(
  q: Queryable,
  table: T,
  ctx: Pick<MemberContext, 'workspaceId'>,
  id: string,
  notFoundMessage = 'Registro não encontrado.',
): Promise<T['$inferSelect']> {
  const rows = await q
    .select()
    .from(table as PgTable)
    .where(inWorkspace(table, ctx, eq(table.id, id)))
    .limit(1);
  const row = rows[0];
  if (!row) throw AppError.notFound(notFoundMessage);
  return row as T['$inferSelect'];
}

/** The caller's membership in a workspace, or 404 when they are not a member. */
export async function loadMemberContext(
  q: Queryable,
  userId: string,
  workspaceId: string,
): Promise<MemberContext> {
  const [membership] = await q
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .limit(1);
  if (!membership) throw AppError.notFound('Conta não encontrada.');
  return { userId, workspaceId, role: membership.role };
}
