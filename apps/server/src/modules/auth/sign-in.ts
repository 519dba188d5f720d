import type { Session, SignInMethod } from '@orbita/contracts';
import { signAccessToken } from '../../platform/auth';
import type { Tx } from '../../platform/db/client';
import { sessionWorkspace, type UserRow } from './accounts';
import type { AuthDeps } from './deps';
import { emitAboutPerson } from './person-events';
import { presentSession } from './presenter';
import { startSession, type ClientType, type IssuedRefresh } from './refresh-sessions';

/** A finished sign-in: the body for the client, and what goes into cookies (web) or the body (mobile). */
export interface SignedIn {
  session: Session;
  refreshToken: string;
  sessionId: string;
  expiresAt: Date;
}

export interface PendingSignIn {
  user: UserRow;
  workspaceId: string;
  issued: IssuedRefresh;
}

/** The workspace the session opens in, for a family just started or just refreshed. */
export async function pendingSignIn(
  tx: Tx,
  user: UserRow,
  issued: IssuedRefresh,
): Promise<PendingSignIn> {
  const workspaceId = await sessionWorkspace(tx, user);
  return { user: { ...user, currentWorkspaceId: workspaceId }, workspaceId, issued };
}

/** Starts a refresh family for `user` inside the caller's transaction. */
export async function startSignIn(
  tx: Tx,
  user: UserRow,
  clientType: ClientType,
  method: SignInMethod,
): Promise<PendingSignIn> {
  const pending = await pendingSignIn(tx, user, await startSession(tx, user.id, clientType));
  await emitAboutPerson(tx, 'auth.session.started', pending.user, {
    sessionId: pending.issued.sessionId,
    clientType,
    method,
  });
  return pending;
}

/** Signs the access token (after the transaction committed) and shapes the answer. */
export async function finishSignIn(
  deps: AuthDeps,
  { user, workspaceId, issued }: PendingSignIn,
): Promise<SignedIn> {
  const keys = await deps.keys();
  const token = await signAccessToken(
    keys.access,
    { userId: user.id, sessionId: issued.sessionId },
    deps.config.AUTH_ACCESS_TOKEN_TTL_SECONDS,
  );
  return {
    session: presentSession(user, token, workspaceId),
    refreshToken: issued.refreshToken,
    sessionId: issued.sessionId,
    expiresAt: issued.expiresAt,
  };
}
