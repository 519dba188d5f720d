import type { Session } from '@orbita/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  accessTokenFromCookie,
  assertXsrf,
  bearerToken,
  isMobileClient,
  isSessionAlive,
  REFRESH_COOKIE,
  setSessionCookies,
  verifyAccessToken,
  xsrfValue,
} from '../../platform/auth';
import type { AuthDeps } from './deps';
import { sessionOfRefreshToken, type ClientType } from './refresh-sessions';
import { authErrors } from './service';
import type { SignedIn } from './sign-in';

export function clientTypeOf(request: FastifyRequest): ClientType {
  return isMobileClient(request) ? 'mobile' : 'web';
}

/**
 * The answer of login, confirm, refresh and google. Web: the refresh token goes into an
 * httpOnly cookie and the anti-forgery value into a readable one. Mobile: no cookies at
 * all; the refresh token travels in the body.
 */
export async function sendSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AuthDeps,
  signedIn: SignedIn,
): Promise<Session> {
  if (isMobileClient(request)) return { ...signedIn.session, refreshToken: signedIn.refreshToken };
  const keys = await deps.keys();
  setSessionCookies(reply, deps.config, {
    refreshToken: signedIn.refreshToken,
    xsrf: xsrfValue(keys, signedIn.sessionId),
    expiresAt: signedIn.expiresAt,
  });
  return signedIn.session;
}

/** The refresh token presented: `Authorization: Bearer` for mobile, the httpOnly cookie for web. */
export function presentedRefreshToken(request: FastifyRequest): string | null {
  return isMobileClient(request) ? bearerToken(request) : (request.cookies[REFRESH_COOKIE] ?? null);
}

/**
 * The anti-forgery check of a web refresh: the value must be the one of the session the
 * refresh cookie belongs to. A token of no live session is answered like refresh would.
 */
export async function assertRefreshXsrf(
  request: FastifyRequest,
  deps: AuthDeps,
  presented: string,
): Promise<void> {
  const family = await sessionOfRefreshToken(request.ctx.db, presented);
  if (family?.clientType !== 'web') throw authErrors.sessionExpired();
  assertXsrf(request, { keys: await deps.keys(), sessionId: family.sessionId });
}

/**
 * The live session a logout request belongs to, and whether it was found through cookies
 * (then the anti-forgery header is required). Accepts the refresh token (cookie or
 * bearer) or the access token (bearer or `ai-token` cookie), even just expired.
 */
export async function sessionToEnd(
  request: FastifyRequest,
  deps: AuthDeps,
): Promise<{ sessionId: string; viaCookie: boolean } | null> {
  const bearer = bearerToken(request);
  const candidates: { token: string; viaCookie: boolean }[] = [];
  if (bearer) candidates.push({ token: bearer, viaCookie: false });
  const refreshCookie = isMobileClient(request) ? undefined : request.cookies[REFRESH_COOKIE];
  if (refreshCookie) candidates.push({ token: refreshCookie, viaCookie: true });
  const accessCookie = isMobileClient(request) ? null : accessTokenFromCookie(request);
  if (accessCookie) candidates.push({ token: accessCookie, viaCookie: true });

  const keys = await deps.keys();
  for (const { token, viaCookie } of candidates) {
    const claims = await verifyAccessToken(keys.access, token, { allowExpired: true });
    if (claims) {
      if (await isSessionAlive(request.ctx.db, claims))
        return { sessionId: claims.sessionId, viaCookie };
      continue;
    }
    const family = await sessionOfRefreshToken(request.ctx.db, token);
    if (family) return { sessionId: family.sessionId, viaCookie };
  }
  return null;
}
