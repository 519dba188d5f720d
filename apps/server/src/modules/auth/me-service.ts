import { authErrorCodes, type AppState } from '@orbita/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { transaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { users } from '../../platform/identity/schema';
import { useAsAvatar } from '../media';
import { findUserById, type UserRow } from './accounts';
import { loadAppState } from './app-state';
import type { AuthDeps } from './deps';
import { googleAccountErrors } from './google';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import { emitAboutPerson } from './person-events';
import { revokeUserSessions } from './refresh-sessions';
import { authErrors } from './service';

export async function removeCheckpoint(
  ctx: AppContext,
  userId: string,
  checkpoint: string,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [user] = (await tx
      .update(users)
      .set({
        checkpoints: sql`array_remove(${users.checkpoints}, ${checkpoint})`,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), sql`${checkpoint} = any(${users.checkpoints})`))
      .returning()) as UserRow[];
    if (user) await emitAboutPerson(tx, 'auth.checkpoint.completed', user, { checkpoint });
  });
}

export async function updateMe(
  ctx: AppContext,
  deps: AuthDeps,
  userId: string,
  patch: {
    name?: string;
    avatarUrl?: string | null;
    avatarMediaId?: string | null;
    accountType?: 'tourist' | 'creator' | 'organization';
  },
): Promise<AppState> {
  const { avatarMediaId, ...columns } = patch;
  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(columns).filter(([, v]) => v !== undefined),
  );
  const avatarChanges = avatarMediaId !== undefined || patch.avatarUrl !== undefined;
  if (avatarMediaId !== undefined) changes.avatarUrl = null;
  const fields = Object.keys(changes) as ('name' | 'avatarUrl' | 'accountType')[];
  if (fields.length > 0) {
    await transaction(ctx, async (tx) => {
      // The avatar as a library file (or no longer one): the media module keeps its usage.
      if (avatarChanges) {
        const [current] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, userId));
        const person = { id: userId, name: (changes.name as string) ?? current?.name ?? '' };
        const url = await useAsAvatar(tx, person, avatarMediaId ?? null);
        if (avatarMediaId !== undefined) changes.avatarUrl = url;
      }
      const [user] = (await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning()) as UserRow[];
      if (user)
        await emitAboutPerson(tx, 'auth.profile.updated', user, {
          fields,
          accountType: user.accountType,
        });
    });
  }
  return loadAppState(ctx, deps, userId);
}

/**
 * Changes the password. With a password already set, the current one must be given (a
 * borrowed unlocked device is not enough). Every other session ends; this one stays.
 */
export async function changePassword(
  ctx: AppContext,
  auth: { userId: string; sessionId: string },
  body: { currentPassword?: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(ctx.db, auth.userId);
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
  await transaction(ctx, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await emitAboutPerson(tx, 'auth.password.changed', user, { via: 'change' });
    await revokeUserSessions(tx, user.id, 'password_change', auth.sessionId);
  });
}

export async function connectGoogle(
  ctx: AppContext,
  deps: AuthDeps,
  userId: string,
  credential: string,
): Promise<AppState> {
  const identity = await deps.google(credential);
  const link = transaction(ctx, async (tx) => {
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.googleSub, identity.sub), ne(users.id, userId)));
    if (other) throw googleAccountErrors.linkedElsewhere();
    const [user] = (await tx
      .update(users)
      .set({ googleSub: identity.sub, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning()) as UserRow[];
    if (user) await emitAboutPerson(tx, 'auth.google-account.connected', user, {});
  });
  // Two people linking one Google account at the same moment: the unique index decides.
  await link.catch((error: unknown) => {
    throw isUniqueViolation(error) ? googleAccountErrors.linkedElsewhere() : error;
  });
  return loadAppState(ctx, deps, userId);
}

/** Refused for an account without a password: disconnecting would lock its owner out. */
export async function disconnectGoogle(
  ctx: AppContext,
  deps: AuthDeps,
  userId: string,
): Promise<AppState> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw authErrors.sessionExpired();
  if (!user.passwordHash) {
    throw AppError.conflict(
      'Crie uma senha antes de desconectar o Google; sem ela você não conseguiria mais entrar na sua conta.',
      authErrorCodes.googleLastCredential,
    );
  }
  await transaction(ctx, async (tx) => {
    await tx
      .update(users)
      .set({ googleSub: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await emitAboutPerson(tx, 'auth.google-account.disconnected', user, {});
  });
  return loadAppState(ctx, deps, userId);
}
