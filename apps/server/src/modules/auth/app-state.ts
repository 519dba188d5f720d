import type { AppState } from '@orbita/contracts';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { transaction } from '../../platform/db/transaction';
import { memberships, workspaces } from '../../platform/identity/schema';
import { findUserById, sessionWorkspace } from './accounts';
import { facebookCredentials } from './facebook-client';
import type { AuthDeps } from './deps';
import { presentAppState, type WorkspaceRow } from './presenter';
import { authErrors } from './service';

/**
 * `GET auth/app`: the person, their workspaces with roles, the current workspace,
 * checkpoints and the client settings. `preferredWorkspaceId` (the X-Workspace-Id header)
 * wins when the person is a member of it. A transaction, since a person left without a
 * current workspace gets one here (sessionWorkspace).
 */
export async function loadAppState(
  ctx: AppContext,
  deps: AuthDeps,
  userId: string,
  preferredWorkspaceId?: string,
): Promise<AppState> {
  return transaction(ctx, async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw authErrors.sessionExpired();
    const fallbackId = await sessionWorkspace(tx, user);
    const rows: WorkspaceRow[] = await tx
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
    const current =
      rows.find((w) => w.id === preferredWorkspaceId) ?? rows.find((w) => w.id === fallbackId);
    if (!current) throw new Error(`workspace ${fallbackId} missing for user ${userId}`);
    return presentAppState({ ...user, currentWorkspaceId: fallbackId }, rows, current, {
      googleClientId: deps.config.GOOGLE_CLIENT_ID ?? null,
      facebookAvailable: facebookCredentials(deps.config) !== null,
    });
  });
}
