import { authErrorCodes } from '@orbita/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { users } from '../../platform/identity/schema';
import { createAccount, findUserByEmail, findUserById, type UserRow } from './accounts';
import type { AuthDeps } from './deps';
import { alreadyRegisteredMail, confirmationMail, recoveryMail } from './mails';
import {
  checkOneTimeToken,
  consumeOneTimeToken,
  issueOneTimeToken,
  retireOneTimeTokens,
} from './one-time-tokens';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import { emitAboutPerson } from './person-events';
import {
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  type ClientType,
} from './refresh-sessions';
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
  ctx: AppContext,
  deps: AuthDeps,
  body: { name: string; email: string; password: string },
): Promise<void> {
  assertPasswordAllowed(body.password, body.email);
  const passwordHash = await hashPassword(body.password); // also for existing e-mails: same timing
  const mail = await retryOnUniqueViolation(() =>
    transaction(ctx, async (tx) => {
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
      await emitAboutPerson(tx, 'auth.user.registered', user, {
        method: 'password',
        newAccount: !existing,
      });
      const token = await issueOneTimeToken(tx, user.id, 'confirm_email');
      return confirmationMail(user, deps.config.APP_URL, token);
    }),
  );
  deps.mailer.queue(mail);
}

/** Confirms the e-mail of the link and signs in (same answer as login). */
export async function confirmEmail(
  ctx: AppContext,
  deps: AuthDeps,
  token: string,
  clientType: ClientType,
): Promise<SignedIn> {
  const pending = await transaction(ctx, async (tx) => {
    const { userId } = await consumeOneTimeToken(tx, token, 'confirm_email');
    const user = await confirmedUser(tx, userId);
    return startSignIn(tx, user, clientType, 'email-link');
  });
  return finishSignIn(deps, pending);
}

/** Marks the person's e-mail confirmed (a link from their mailbox proved it), once. */
async function confirmedUser(tx: Tx, userId: string): Promise<UserRow> {
  const user = (await findUserById(tx, userId))!;
  if (user.emailConfirmedAt) return user;
  const [confirmed] = (await tx
    .update(users)
    .set({ emailConfirmedAt: sql`now()`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()) as [UserRow];
  await emitAboutPerson(tx, 'auth.email.confirmed', confirmed, {});
  return confirmed;
}

export async function login(
  ctx: AppContext,
  deps: AuthDeps,
  body: { email: string; password: string },
  clientType: ClientType,
): Promise<SignedIn> {
  const user = await findUserByEmail(ctx.db, body.email);
  // Unknown e-mails are checked against a fixed hash, so timing does not tell them apart.
  const valid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !valid) throw authErrors.invalidCredentials();
  if (!user.emailConfirmedAt) throw authErrors.emailUnconfirmed();
  const pending = await transaction(ctx, (tx) => startSignIn(tx, user, clientType, 'password'));
  return finishSignIn(deps, pending);
}

/**
 * Resend and recover answer the same, at once, for every address: the lookup, the link and
 * the mail happen after the answer (`queueLater`), so neither the answer nor its timing tells
 * whether the address has an account. Like every mail, the work lives in this process until
 * sent (a crash in between loses it; the person asks again).
 */
export function resendConfirmation(ctx: AppContext, deps: AuthDeps, email: string): void {
  deps.mailer.queueLater(() =>
    transaction(ctx, async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.emailConfirmedAt) return null;
      const token = await issueOneTimeToken(tx, user.id, 'confirm_email');
      await emitAboutPerson(tx, 'auth.confirmation-link.issued', user, {});
      return confirmationMail(user, deps.config.APP_URL, token);
    }),
  );
}

export function recover(ctx: AppContext, deps: AuthDeps, email: string): void {
  deps.mailer.queueLater(() =>
    transaction(ctx, async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return null;
      const token = await issueOneTimeToken(tx, user.id, 'reset_password');
      await emitAboutPerson(tx, 'auth.recovery-link.issued', user, {});
      return recoveryMail(user, deps.config.APP_URL, token);
    }),
  );
}

/**
 * Sets a new password from a recovery link. Using the link proves the mailbox, so the
 * e-mail counts as confirmed; every session of the person ends (whoever knew the old
 * password is out).
 */
/** A reset link that is still usable answers quietly; a used or expired one is refused. */
export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  await checkOneTimeToken(ctx.db, token, 'reset_password');
}

export async function resetPassword(
  ctx: AppContext,
  body: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await transaction(ctx, async (tx) => {
    const { userId } = await consumeOneTimeToken(tx, body.token, 'reset_password');
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    assertPasswordAllowed(body.password, before!.email);
    const [user] = (await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning()) as [UserRow];
    if (!before!.emailConfirmedAt) await emitAboutPerson(tx, 'auth.email.confirmed', user, {});
    await retireOneTimeTokens(tx, userId, 'confirm_email');
    await emitAboutPerson(tx, 'auth.password.changed', user, { via: 'reset' });
    await revokeUserSessions(tx, userId, 'password_reset');
  });
}

/** Rotates the refresh token; a reuse revokes the family (committed) and answers 401. */
export async function refresh(
  ctx: AppContext,
  deps: AuthDeps,
  presented: string,
  clientType: ClientType,
): Promise<SignedIn> {
  const keys = await deps.keys();
  const outcome = await transaction(ctx, async (tx) => {
    const rotated = await rotateRefreshToken(
      tx,
      presented,
      clientType,
      deps.config.AUTH_REFRESH_LEEWAY_MS,
      keys.refresh,
    );
    if (!rotated.ok) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, rotated.userId));
    const pending = await pendingSignIn(tx, user!, rotated);
    await emitAboutPerson(tx, 'auth.session.refreshed', pending.user, {
      sessionId: rotated.sessionId,
    });
    return pending;
  });
  if (!outcome) throw authErrors.sessionExpired();
  return finishSignIn(deps, outcome);
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await transaction(ctx, (tx) => revokeSession(tx, sessionId, 'logout'));
}

/**
 * Joining a game makes a tourist (or someone who has not chosen yet) a player ("Jogador"),
 * in the caller's transaction. Never a downgrade: creators and organizations keep their
 * type. Answers the type after.
 */
export async function becomePlayer(tx: Tx, userId: string): Promise<UserRow['accountType']> {
  const [promoted] = (await tx
    .update(users)
    .set({ accountType: 'player', updatedAt: new Date() })
    .where(
      and(eq(users.id, userId), or(isNull(users.accountType), eq(users.accountType, 'tourist'))),
    )
    .returning()) as UserRow[];
  if (promoted) {
    await emitAboutPerson(tx, 'auth.profile.updated', promoted, {
      fields: ['accountType'],
      accountType: promoted.accountType,
    });
    return promoted.accountType;
  }
  const user = await findUserById(tx, userId);
  return user?.accountType ?? null;
}
