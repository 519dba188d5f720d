import { authErrorCodes, type AppState } from '@orbita/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { findUserById } from './accounts';
import { loadAppState } from './app-state';
import type { AuthDeps } from './deps';
import { googleAccountErrors } from './google';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './refresh-sessions';
import { users } from '../../platform/identity/schema';
import { authErrors } from './service';
import { isUniqueViolation } from './unique-violation';

export async function removeCheckpoint(
  deps: AuthDeps,
  userId: string,
  checkpoint: string,
): Promise<void> {
  await deps.db
    .update(users)
    .set({
      checkpoints: sql`array_remove(${users.checkpoints}, ${checkpoint})`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function updateMe(
  deps: AuthDeps,
  userId: string,
  patch: {
    name?: string;
    avatarUrl?: string | null;
    accountType?: 'tourist' | 'creator' | 'organization';
  },
): Promise<AppState> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    await deps.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
  return loadAppState(deps, userId);
}

/**
 * Changes the password. With a password already set, the current one must be given (a
 * borrowed unlocked device is not enough). Every other session ends; this one stays.
 */
export async function changePassword(
  deps: AuthDeps,
  auth: { userId: string; sessionId: string },
  body: { currentPassword?: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw authErrors.sessionExpired();
  if (user.passwordHash) {
    if (!body.currentPassword) {
      const message = 'Informe sua senha atual.';
      throw AppError.validation(message, { currentPassword: message });
    }
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      const message = 'A senha atual está incorreta.';
      throw AppError.validation(message, { currentPassword: message });
    }
  }
  assertPasswordAllowed(body.newPassword, user.email, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password_change', auth.sessionId);
  });
}

export async function connectGoogle(
  deps: AuthDeps,
  userId: string,
  credential: string,
): Promise<AppState> {
  const identity = await deps.google(credential);
  const link = deps.db.transaction(async (tx) => {
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.googleSub, identity.sub), ne(users.id, userId)));
    if (other) throw googleAccountErrors.linkedElsewhere();
    await tx
      .update(users)
      .set({ googleSub: identity.sub, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
  // Two people linking one Google account at the same moment: the unique index decides.
  await link.catch((error: unknown) => {
    throw isUniqueViolation(error) ? googleAccountErrors.linkedElsewhere() : error;
  });
  return loadAppState(deps, userId);
}

/** Refused for an account without a password: disconnecting would lock its owner out. */
export async function disconnectGoogle(deps: AuthDeps, userId: string): Promise<AppState> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw authErrors.sessionExpired();
  if (!user.passwordHash) {
    throw AppError.conflict(
      'Crie uma senha antes de desconectar o Google; sem ela você não conseguiria mais entrar na sua conta.',
      authErrorCodes.googleLastCredential,
    );
  }
  await deps.db
    .update(users)
    .set({ googleSub: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return loadAppState(deps, userId);
}
