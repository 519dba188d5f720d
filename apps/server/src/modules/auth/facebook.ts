import { createHash, randomBytes } from 'node:crypto';
import { facebookErrorCodes, type FacebookConnection } from '@orbita/contracts';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { findUserById } from './accounts';
import {
  exchangeFacebookCode,
  facebookCredentials,
  facebookDialogUrl,
  facebookErrors,
} from './facebook-client';
import { facebookAccounts, facebookOauthStates } from './facebook-schema';
import { emitAboutPerson } from './person-events';
import { authErrors } from './service';

/** Long enough to sign in to Facebook and approve; short enough that a leaked link goes stale. */
const STATE_TTL_MS = 10 * 60 * 1000;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

const linkedElsewhere = () =>
  AppError.conflict(
    'Esta conta do Facebook já está conectada a outro usuário.',
    facebookErrorCodes.conflict,
  );

export async function facebookConnection(
  q: Queryable,
  config: Config,
  userId: string,
): Promise<FacebookConnection> {
  const [link] = await q
    .select({ name: facebookAccounts.name })
    .from(facebookAccounts)
    .where(eq(facebookAccounts.userId, userId));
  return {
    available: facebookCredentials(config) !== null,
    linked: link !== undefined,
    name: link?.name ?? null,
  };
}

/**
 * Opens a connection attempt: a fresh `state` bound to this session (one pending per
 * session; expired ones of the person are swept) and the dialog address carrying it.
 */
export async function startFacebookLink(
  ctx: AppContext,
  config: Config,
  auth: { userId: string; sessionId: string },
): Promise<{ url: string }> {
  const credentials = facebookCredentials(config);
  if (!credentials) throw facebookErrors.unavailable();
  const state = randomBytes(32).toString('base64url');
  await transaction(ctx, async (tx) => {
    await tx
      .delete(facebookOauthStates)
      .where(
        and(
          eq(facebookOauthStates.userId, auth.userId),
          or(
            eq(facebookOauthStates.sessionId, auth.sessionId),
            lt(facebookOauthStates.expiresAt, new Date()),
          ),
        ),
      );
    await tx.insert(facebookOauthStates).values({
      stateHash: hashState(state),
      userId: auth.userId,
      sessionId: auth.sessionId,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
  });
  return { url: facebookDialogUrl(config, credentials.appId, state) };
}

/**
 * Finishes the attempt: the `state` must be this session's pending one (used up here, so a
 * replayed link fails), then the code is traded server-side and the Facebook id linked.
 * A failed exchange links nothing.
 */
export async function completeFacebookLink(
  ctx: AppContext,
  config: Config,
  auth: { userId: string; sessionId: string },
  body: { code: string; state: string },
): Promise<FacebookConnection> {
  if (!facebookCredentials(config)) throw facebookErrors.unavailable();
  const [pending] = await transaction(ctx, (tx) =>
    tx
      .delete(facebookOauthStates)
      .where(
        and(
          eq(facebookOauthStates.stateHash, hashState(body.state)),
          eq(facebookOauthStates.userId, auth.userId),
          eq(facebookOauthStates.sessionId, auth.sessionId),
        ),
      )
      .returning({ expiresAt: facebookOauthStates.expiresAt }),
  );
  if (!pending || pending.expiresAt.getTime() < Date.now()) throw facebookErrors.state();

  const profile = await exchangeFacebookCode(config, body.code);
  const link = transaction(ctx, async (tx) => {
    const user = await findUserById(tx, auth.userId);
    if (!user) throw authErrors.sessionExpired();
    const [other] = await tx
      .select({ userId: facebookAccounts.userId })
      .from(facebookAccounts)
      .where(
        and(eq(facebookAccounts.facebookId, profile.id), ne(facebookAccounts.userId, auth.userId)),
      );
    if (other) throw linkedElsewhere();
    await tx
      .insert(facebookAccounts)
      .values({ userId: auth.userId, facebookId: profile.id, name: profile.name })
      .onConflictDoUpdate({
        target: facebookAccounts.userId,
        set: { facebookId: profile.id, name: profile.name, createdAt: new Date() },
      });
    await emitAboutPerson(tx, 'auth.facebook-account.connected', user, {});
  });
  // Two people linking one Facebook account at the same moment: the unique index decides.
  await link.catch((error: unknown) => {
    throw isUniqueViolation(error, 'facebook_accounts_facebook_id_key') ? linkedElsewhere() : error;
  });
  return facebookConnection(ctx.db, config, auth.userId);
}

/**
 * Unlinks Facebook. Like Google's rule: refused when the person would be left with no way to
 * sign in (no password and no Google account).
 */
export async function disconnectFacebook(
  ctx: AppContext,
  config: Config,
  userId: string,
): Promise<FacebookConnection> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw authErrors.sessionExpired();
  if (!user.passwordHash && !user.googleSub) {
    throw AppError.conflict(
      'Crie uma senha antes de desconectar o Facebook; sem ela você não conseguiria mais entrar na sua conta.',
      facebookErrorCodes.lastCredential,
    );
  }
  await transaction(ctx, async (tx) => {
    const removed = await tx
      .delete(facebookAccounts)
      .where(eq(facebookAccounts.userId, userId))
      .returning({ userId: facebookAccounts.userId });
    if (removed.length > 0)
      await emitAboutPerson(tx, 'auth.facebook-account.disconnected', user, {});
  });
  return facebookConnection(ctx.db, config, userId);
}
