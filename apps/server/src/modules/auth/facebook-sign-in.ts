import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { facebookErrorCodes } from '@orbita/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { users } from '../../platform/identity/schema';
import type { AuthDeps } from './deps';
import {
  exchangeFacebookCode,
  facebookCredentials,
  facebookDialogUrl,
  facebookErrors,
  facebookSignInRedirectUri,
} from './facebook-client';
import { facebookAccounts } from './facebook-schema';
import type { ClientType } from './refresh-sessions';
import { finishSignIn, startSignIn, type SignedIn } from './sign-in';

/**
 * Signed out there is no session to bind the OAuth `state` to: it is bound to the browser
 * instead, in an httpOnly cookie only the sign-in routes receive, for ten minutes.
 */
const STATE_COOKIE = 'orbita_facebook_state';
const STATE_COOKIE_PATH = '/api/auth/facebook';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function startFacebookSignIn(deps: AuthDeps, reply: FastifyReply): { url: string } {
  const credentials = facebookCredentials(deps.config);
  if (!credentials) throw facebookErrors.unavailable();
  const state = randomBytes(32).toString('base64url');
  void reply.setCookie(STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.APP_URL.startsWith('https://'),
    path: STATE_COOKIE_PATH,
    maxAge: 10 * 60,
  });
  return {
    url: facebookDialogUrl(
      deps.config,
      credentials.appId,
      state,
      facebookSignInRedirectUri(deps.config),
    ),
  };
}

/** The `state` came back to the browser that asked for it (used once: the cookie goes). */
export function takeFacebookState(
  request: FastifyRequest,
  reply: FastifyReply,
  state: string,
): void {
  const expected = request.cookies[STATE_COOKIE];
  void reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
  if (!expected || !timingSafeEqual(digest(expected), digest(state)))
    throw facebookErrors.signInState();
}

/**
 * Sign-in with Facebook: only the person whose profile has this Facebook account linked.
 * No account is made or taken over by a Facebook e-mail: linking happens from the profile,
 * signed in.
 */
export async function signInWithFacebook(
  ctx: AppContext,
  deps: AuthDeps,
  code: string,
  clientType: ClientType,
): Promise<SignedIn> {
  if (!facebookCredentials(deps.config)) throw facebookErrors.unavailable();
  const profile = await exchangeFacebookCode(
    deps.config,
    code,
    facebookSignInRedirectUri(deps.config),
  );
  const pending = await transaction(ctx, async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(facebookAccounts)
      .innerJoin(users, eq(users.id, facebookAccounts.userId))
      .where(eq(facebookAccounts.facebookId, profile.id));
    if (!linked)
      throw AppError.unauthenticated(
        'Nenhuma conta do Orbita está conectada a este Facebook. Entre com seu e-mail e conecte o Facebook no seu perfil.',
        facebookErrorCodes.notLinked,
      );
    return startSignIn(tx, linked.user, clientType, 'facebook');
  });
  return finishSignIn(deps, pending);
}
