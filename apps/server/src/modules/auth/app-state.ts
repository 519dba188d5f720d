import type { AppState } from '@orbita/contracts';
import { asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Database, Queryable } from '../../platform/db/client';
import { preparedPerDatabase, prepareSelect } from '../../platform/db/prepared';
import { transaction } from '../../platform/db/transaction';
import { memberships, users, workspaces } from '../../platform/identity/schema';
import { findUserById, sessionWorkspace } from './accounts';
import { facebookCredentials } from './facebook-client';
import type { AuthDeps } from './deps';
import { presentAppState, type WorkspaceRow } from './presenter';
import { authErrors } from './service';

/** The person's workspaces with their role, oldest membership first. */
function workspaceRowsQuery(q: Queryable, userId: string | Placeholder<'userId'>) {
  return q
    .select({
      id: workspaces.id,
      name: workspaces.name,
      kind: workspaces.kind,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(workspaces.name));
}

const workspaceRows = (q: Queryable, userId: string): Promise<WorkspaceRow[]> =>
  workspaceRowsQuery(q, userId);

/**
 * `auth/app` runs on every page load and every session check: its two reads are prepared
 * statements (platform/db/prepared); the rare fallback below builds its own in a transaction.
 */
const appStateQueries = preparedPerDatabase((db: Database) => {
  const userId = sql.placeholder('userId');
  return {
    user: prepareSelect(db.select().from(users).where(eq(users.id, userId)), 'orbita_app_user'),
    workspaces: prepareSelect(workspaceRowsQuery(db, userId), 'orbita_app_workspaces'),
  };
});

/**
 * `GET auth/app`: the person, their workspaces with roles, the current workspace,
 * checkpoints and the client settings. `preferredWorkspaceId` (the X-Workspace-Id header)
 * wins when the person is a member of it.
 *
 * Read on every start of the app (issue 26): the usual case — the person's current
 * workspace is one of theirs — is two plain reads, no transaction. Only a person left
 * without a current workspace takes the transaction, since one is chosen or made for them
 * there (sessionWorkspace).
 */
export async function loadAppState(
  ctx: AppContext,
  deps: AuthDeps,
  userId: string,
  preferredWorkspaceId?: string,
  /** The person's row when the caller has it (the session check reads it: RequestAuth.user). */
  known?: typeof users.$inferSelect,
): Promise<AppState> {
  const prepared = appStateQueries(ctx.db);
  const [user, rows] = await Promise.all([
    known ?? prepared.user.execute({ userId }).then(([row]) => row),
    prepared.workspaces.execute({ userId }),
  ]);
  if (!user) throw authErrors.sessionExpired();
  const currentId = user.currentWorkspaceId;
  if (currentId && rows.some((w) => w.id === currentId)) {
    return present(deps, user, currentId, rows, preferredWorkspaceId);
  }
  return transaction(ctx, async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw authErrors.sessionExpired();
    const fallbackId = await sessionWorkspace(tx, user);
    return present(deps, user, fallbackId, await workspaceRows(tx, userId), preferredWorkspaceId);
  });
}

function present(
  deps: AuthDeps,
  user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  fallbackId: string,
  rows: WorkspaceRow[],
  preferredWorkspaceId: string | undefined,
): AppState {
  const current =
    rows.find((w) => w.id === preferredWorkspaceId) ?? rows.find((w) => w.id === fallbackId);
  if (!current) throw new Error(`workspace ${fallbackId} missing for user ${user.id}`);
  return presentAppState({ ...user, currentWorkspaceId: fallbackId }, rows, current, {
    googleClientId: deps.config.GOOGLE_CLIENT_ID ?? null,
    facebookAvailable: facebookCredentials(deps.config) !== null,
  });
}
