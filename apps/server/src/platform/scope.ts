import type { Role } from '@orbita/contracts';
import { and, eq, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { memberships } from './identity/schema';
import type { Queryable } from './db/client';
import { preparedByName, prepareSelect } from './db/prepared';
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
  // A placeholder in a prepared statement (`findInWorkspace`); a request's workspace otherwise.
  ctx: { workspaceId: string | Placeholder },
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
  return findRow(q, table, ctx.workspaceId, id, null, notFoundMessage);
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

/**
 * Hubs narrow who sees their contents (issue 23): a record placed in a RESTRICTED hub is seen
 * only by that hub's members and the workspace's Admins/owner, within the workspace's roles.
 * For anyone else it must vanish from its module's lists and answer 404 on direct access,
 * exactly like a record of another workspace. So every list and get query of a kind a hub
 * can hold adds this condition next to `inWorkspace`:
 *
 *   .where(inWorkspace(flowLists, member, visibleInWorkspace(member, 'lista', flowLists.id)))
 *
 * It is one `not exists` over the hubs tables (index `hub_items_record_idx` on (kind,
 * record_id)): "no restricted hub of this workspace holds this record while the person is
 * not one of its members". The tables are named in SQL because platform code imports no
 * module; the hubs module's schema.ts (`hubs`, `hub_items`, `hub_members`) keeps the names,
 * and its tests fail if they drift. Admins/owner see everything (no condition at all).
 * A record in two hubs, one open and one restricted, stays narrowed: the restricted one wins.
 */
export function visibleInWorkspace(
  // `role` is optional in the type because many services take a narrower member; the
  // request's member always carries it at run time. Without it the narrowing applies.
  member: Pick<MemberContext, 'userId' | 'workspaceId'> & { role?: Role },
  kind: string,
  // A column, or an SQL expression of the record's uuid (the media library derives it from a
  // usage's text record id, or from a card's process: media/visibility.ts).
  idColumn: PgColumn | SQL,
): SQL | undefined {
  if (!isNarrowed(member)) return undefined;
  return hubNarrowing(kind, idColumn, member.workspaceId, member.userId);
}

/** Admins/owner see everything; anyone else is narrowed by restricted hubs. */
const isNarrowed = (member: { role?: Role }) => member.role !== 'owner' && member.role !== 'admin';

/** `visibleInWorkspace`'s condition, its workspace and person given as values or placeholders. */
function hubNarrowing(
  kind: string,
  idColumn: PgColumn | SQL,
  workspaceId: string | Placeholder,
  userId: string | Placeholder,
): SQL {
  // A hub itself (kind `hub`, e.g. in the record registry) is narrowed when it is restricted.
  const hubItself =
    kind === 'hub'
      ? sql` and not exists (select 1 from hubs h where h.id = ${idColumn}
          and h.workspace_id = ${workspaceId} and h.restricted
          and not exists (select 1 from hub_members hm
            where hm.hub_id = h.id and hm.user_id = ${userId}))`
      : sql``;
  return sql`not exists (select 1 from hub_items hi join hubs h on h.id = hi.hub_id
    where hi.kind = ${kind} and hi.record_id = ${idColumn}
      and h.workspace_id = ${workspaceId} and h.restricted
      and not exists (select 1 from hub_members hm
        where hm.hub_id = h.id and hm.user_id = ${userId}))${hubItself}`;
}

/**
 * `findInWorkspace` for a kind a hub can hold: a record narrowed away from the person by a
 * restricted hub (`visibleInWorkspace`) answers 404 exactly like a missing one.
 */
export async function findVisibleInWorkspace<T extends WorkspaceTable>(
  q: Queryable,
  table: T,
  member: Pick<MemberContext, 'userId' | 'workspaceId'> & { role?: Role },
  kind: string,
  id: string,
  notFoundMessage = 'Registro não encontrado.',
): Promise<T['$inferSelect']> {
  const narrowing = isNarrowed(member) ? { kind, userId: member.userId } : null;
  return findRow(q, table, member.workspaceId, id, narrowing, notFoundMessage);
}

/**
 * The two lookups above. Out of a transaction they run as prepared statements on the pool
 * (issue 26): building the select through drizzle cost about as much CPU as PostgreSQL took
 * to run it (7 % of a list of tasks' request in the bench's profile). One statement per
 * table, and per hub kind when the person is narrowed: a set bounded by the schema, whatever
 * the requests. A statement prepared on the pool would run outside a transaction, so inside
 * one the same condition is built per call. `narrowedKind` null: no hub narrowing.
 */
async function findRow<T extends WorkspaceTable>(
  q: Queryable,
  table: T,
  workspaceId: string,
  id: string,
  narrowing: { kind: string; userId: string } | null,
  notFoundMessage: string,
): Promise<T['$inferSelect']> {
  const kind = narrowing?.kind ?? null;
  let rows: Record<string, unknown>[];
  if (q instanceof PgTransaction) {
    rows = await findQuery(q, table, kind, workspaceId, id, narrowing?.userId ?? '');
  } else {
    const name = `orbita_find_${getTableName(table)}${kind === null ? '' : `_${kind}`}`;
    const prepared = preparedFinds(q, name, () =>
      prepareSelect(
        findQuery(
          q,
          table,
          kind,
          sql.placeholder('workspaceId'),
          sql.placeholder('id'),
          sql.placeholder('userId'),
        ),
        name,
      ),
    );
    rows = await prepared.execute({ workspaceId, id, userId: narrowing?.userId });
  }
  const row = rows[0];
  if (!row) throw AppError.notFound(notFoundMessage);
  return row as T['$inferSelect'];
}

/** One record by id in the workspace, narrowed by hubs when `narrowedKind` is set. */
const findQuery = (
  q: Queryable,
  table: WorkspaceTable,
  narrowedKind: string | null,
  workspaceId: string | Placeholder,
  id: string | Placeholder,
  userId: string | Placeholder,
) =>
  q
    .select()
    .from(table as PgTable)
    .where(
      inWorkspace(
        table,
        { workspaceId },
        eq(table.id, id),
        narrowedKind === null
          ? undefined
          : hubNarrowing(narrowedKind, table.id, workspaceId, userId),
      ),
    )
    .limit(1);

const preparedFinds = preparedByName<ReturnType<ReturnType<typeof findQuery>['prepare']>>();
