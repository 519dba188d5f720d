import type { Role } from '@orbita/contracts';
import { and, eq, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { memberships } from './identity/schema';
import type { Database, Queryable, Tx } from './db/client';
import { preparedPerDatabase } from './db/prepared';
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
  const rows = isTransaction(q)
    ? await q
        .select()
        .from(table as PgTable)
        .where(inWorkspace(table, ctx, eq(table.id, id)))
        .limit(1)
    : await preparedFind(q, table, null).execute({ workspaceId: ctx.workspaceId, id });
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
  const narrowed = isNarrowed(member);
  const rows = isTransaction(q)
    ? await q
        .select()
        .from(table as PgTable)
        .where(
          inWorkspace(table, member, eq(table.id, id), visibleInWorkspace(member, kind, table.id)),
        )
        .limit(1)
    : await preparedFind(q, table, narrowed ? kind : null).execute({
        workspaceId: member.workspaceId,
        id,
        ...(narrowed ? { userId: member.userId } : {}),
      });
  const row = rows[0];
  if (!row) throw AppError.notFound(notFoundMessage);
  return row as T['$inferSelect'];
}

const isTransaction = (q: Queryable): q is Tx => q instanceof PgTransaction;

/**
 * The two lookups above as prepared statements on the pool (issue 26): building the select
 * through drizzle cost about as much CPU as PostgreSQL took to run it (7 % of a list of
 * tasks' request in the bench's profile). One statement per table, and per hub kind when the
 * person is narrowed: a set bounded by the schema, whatever the requests. A statement
 * prepared on the pool would run outside a transaction, so inside one the lookup is built
 * per call as before. `narrowedKind` null: no hub narrowing (Admins/owner, or
 * `findInWorkspace`).
 */
const preparedFinds = preparedPerDatabase(() => new Map<string, PreparedFind>());
type PreparedFind = ReturnType<typeof prepareFind>;

function preparedFind(db: Database, table: WorkspaceTable, narrowedKind: string | null) {
  const name = `orbita_find_${getTableName(table)}${narrowedKind === null ? '' : `_${narrowedKind}`}`;
  const finds = preparedFinds(db);
  let prepared = finds.get(name);
  if (!prepared) {
    prepared = prepareFind(db, table, narrowedKind, name);
    finds.set(name, prepared);
  }
  return prepared;
}

function prepareFind(
  db: Database,
  table: WorkspaceTable,
  narrowedKind: string | null,
  name: string,
) {
  const workspaceId = sql.placeholder('workspaceId');
  return db
    .select()
    .from(table as PgTable)
    .where(
      and(
        eq(table.workspaceId, workspaceId),
        eq(table.id, sql.placeholder('id')),
        narrowedKind === null
          ? undefined
          : hubNarrowing(narrowedKind, table.id, workspaceId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare(name);
}
