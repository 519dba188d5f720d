import type { FastifyRequest } from 'fastify';
import type { VerifiedAccess } from './access-token';
import { verifyAccess, unauthenticated } from './authenticate';
import { accessTokenFromCookie, XSRF_COOKIE } from './cookies';
import { safeEqual } from './crypto';
import { xsrfValue } from './keys';

/** Who opened a socket, through which session, and until when its access token holds. */
export type UpgradeIdentity = Pick<VerifiedAccess, 'userId' | 'sessionId' | 'expiresAt'>;

/**
 * Authenticates the WebSocket upgrade (spec §7: the token travels in the query string —
 * web: the anti-forgery cookie value; mobile: the stored token).
 * - `?token=<access JWT>` (mobile): the JWT authenticates.
 * - `?token=<XSRF-TOKEN cookie value>` (web): proves the page could read our cookie, i.e.
 *   it is ours and not another site opening a socket with the browser's cookies; the
 *   `ai-token` cookie's JWT then authenticates, and the value must be the one made for
 *   that JWT's session (a value of another session is refused, as on every write).
 * The socket lives only as long as the session and the token (platform/realtime closes it).
 * Throws AppError 401 otherwise.
 */
export async function authenticateUpgrade(request: FastifyRequest): Promise<UpgradeIdentity> {
  const { token } = (request.query ?? {}) as { token?: unknown };
  if (typeof token !== 'string' || token === '') throw unauthenticated();
  const db = request.server.database.db;
  const keys = await request.server.authKeys();

  const xsrfCookie = request.cookies[XSRF_COOKIE];
  if (typeof xsrfCookie === 'string' && xsrfCookie !== '' && safeEqual(token, xsrfCookie)) {
    const cookieToken = accessTokenFromCookie(request);
    const claims = cookieToken ? await verifyAccess(db, keys, cookieToken) : null;
    if (claims && safeEqual(token, xsrfValue(keys, claims.sessionId))) return identity(claims);
    throw unauthenticated();
  }
  const claims = await verifyAccess(db, keys, token);
  if (!claims) throw unauthenticated();
  return identity(claims);
}

function identity({ userId, sessionId, expiresAt }: VerifiedAccess): UpgradeIdentity {
  return { userId, sessionId, expiresAt };
}
