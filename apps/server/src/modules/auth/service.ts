import { authErrorCodes } from '@orbita/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { createAccount, findUserByEmail, type UserRow } from './accounts';
import type { AuthDeps } from './deps';
import { alreadyRegisteredMail, confirmationMail, recoveryMail } from './mails';
import { consumeOneTimeToken, issueOneTimeToken, retireOneTimeTokens } from './one-time-tokens';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import {
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  type ClientType,
} from './refresh-sessions';
import { users } from '../../platform/identity/schema';
import { retryOnUniqueViolation } from './unique-violation';
import { finishSignIn, pendingSignIn, startSignIn, type SignedIn } from './sign-in';

export const authErrors = {
  invalidCredentials: () =>
    AppError.unauthenticated('E-mail ou senha incorretos.', authErrorCodes.invalidCredentials),
  emailUnconfirmed: () =>
    AppError.forbidden(
      'Confirme seu e-mail para entrar. Enviamos um link de confirmação para a sua caixa de entrada.',
      authErrorCodes.emailUnconfirmed,
    ),
  sessionExpired: () =>
    AppError.unauthenticated('Sua sessão expirou. Faça login novamente.', 'unauthenticated'),
};

export const authMessages = {
  registered: 'Conta criada! Enviamos um link de confirmação para o seu e-mail.',
  confirmationSent:
    'Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo link.',
  recoverySent: 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.',
  passwordReset: 'Senha alterada! Entre com a nova senha.',
};

/**
 * Sign-up. The answer is the same whether or not the e-mail already has an account (no
 * enumeration); the mailbox owner learns which case it was. An unconfirmed account takes
 * the newest registration's name and password, so a stranger who registered the address
 * first cannot keep a password the owner never chose.
 */
export async function register(
  deps: AuthDeps,
  body: { name: string; email: string; password: string },
): Promise<void> {
  assertPasswordAllowed(body.password, body.email);
  const passwordHash = await hashPassword(body.password); // also for existing e-mails: same timing
  const mail = await retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, body.email, { lock: true });
      if (existing?.emailConfirmedAt) return alreadyRegisteredMail(existing, deps.config.APP_URL);
      let user: UserRow;
      if (existing) {
        [user] = (await tx
          .update(users)
          .set({ name: body.name, passwordHash, updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning()) as [UserRow];
        await retireOneTimeTokens(tx, user.id, 'confirm_email');
      } else {
        user = await createAccount(tx, { name: body.name, email: body.email, passwordHash });
      }
      const token = await issueOneTimeToken(tx, user.id, 'confirm_email');
      return confirmationMail(user, deps.config.APP_URL, token);
    }),
  );
  deps.mailer.queue(mail);
}

/** Confirms the e-mail of the link and signs in (same answer as login). */
export async function confirmEmail(
  deps: AuthDeps,
  token: string,
  clientType: ClientType,
): Promise<SignedIn> {
  const pending = await deps.db.transaction(async (tx) => {
    const { userId } = await consumeOneTimeToken(tx, token, 'confirm_email');
    const [user] = await tx
      .update(users)
      .set({
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    return startSignIn(tx, user!, clientType);
  });
  return finishSignIn(deps, pending);
}

export async function login(
  deps: AuthDeps,
  body: { email: string; password: string },
  clientType: ClientType,
): Promise<SignedIn> {
  const user = await findUserByEmail(deps.db, body.email);
  // Unknown e-mails are checked against a fixed hash, so timing does not tell them apart.
  const valid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !valid) throw authErrors.invalidCredentials();
  if (!user.emailConfirmedAt) throw authErrors.emailUnconfirmed();
  const pending = await deps.db.transaction((tx) => startSignIn(tx, user, clientType));
  return finishSignIn(deps, pending);
}

export async function resendConfirmation(deps: AuthDeps, email: string): Promise<void> {
  const mail = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailConfirmedAt) return null;
    return confirmationMail(
      user,
      deps.config.APP_URL,
      await issueOneTimeToken(tx, user.id, 'confirm_email'),
    );
  });
  if (mail) deps.mailer.queue(mail);
}

export async function recover(deps: AuthDeps, email: string): Promise<void> {
  const mail = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    return recoveryMail(
      user,
      deps.config.APP_URL,
      await issueOneTimeToken(tx, user.id, 'reset_password'),
    );
  });
  if (mail) deps.mailer.queue(mail);
}

/**
 * Sets a new password from a recovery link. Using the link proves the mailbox, so the
 * e-mail counts as confirmed; every session of the person ends (whoever knew the old
 * password is out).
 */
export async function resetPassword(
  deps: AuthDeps,
  body: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const { userId } = await consumeOneTimeToken(tx, body.token, 'reset_password');
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    assertPasswordAllowed(body.password, user!.email);
    await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await retireOneTimeTokens(tx, userId, 'confirm_email');
    await revokeUserSessions(tx, userId, 'password_reset');
  });
}

/** Rotates the refresh token; a reuse revokes the family (committed) and answers 401. */
export async function refresh(
  deps: AuthDeps,
  presented: string,
  clientType: ClientType,
): Promise<SignedIn> {
  const outcome = await deps.db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(
      tx,
      presented,
      clientType,
      deps.config.AUTH_REFRESH_LEEWAY_MS,
    );
    if (!rotated.ok) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, rotated.userId));
    return pendingSignIn(tx, user!, rotated);
  });
  if (!outcome) throw authErrors.sessionExpired();
  return finishSignIn(deps, outcome);
}

export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, 'logout');
}

/**
 * Joining a game makes a tourist (or someone who has not chosen yet) a player ("Jogador").
 * Never a downgrade: creators and organizations keep their type. Answers the type after.
 */
export async function becomePlayer(q: Queryable, userId: string): Promise<UserRow['accountType']> {
  const [promoted] = await q
    .update(users)
    .set({ accountType: 'player', updatedAt: new Date() })
    .where(
      and(eq(users.id, userId), or(isNull(users.accountType), eq(users.accountType, 'tourist'))),
    )
    .returning({ accountType: users.accountType });
  if (promoted) return promoted.accountType;
  const [user] = await q
    .select({ accountType: users.accountType })
    .from(users)
    .where(eq(users.id, userId));
  return user?.accountType ?? null;
}
