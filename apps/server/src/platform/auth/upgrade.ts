import type { FastifyRequest } from 'fastify';
import { verifyAccess, unauthenticated } from './authenticate';
import { accessTokenFromCookie, XSRF_COOKIE } from './cookies';
import { safeEqual } from './crypto';

/**
 * Authenticates the WebSocket upgrade (spec §7: the token travels in the query string —
 * web: the anti-forgery cookie value; mobile: the stored token).
 * - `?token=<access JWT>` (mobile): the JWT authenticates.
 * - `?token=<XSRF-TOKEN cookie value>` (web): proves the page could read our cookie, i.e.
 *   it is ours and not another site opening a socket with the browser's cookies; the
 *   `ai-token` cookie's JWT then authenticates.
 * Throws AppError 401 otherwise.
 */
export async function authenticateUpgrade(request: FastifyRequest): Promise<{ userId: string }> {
  const { token } = (request.query ?? {}) as { token?: unknown };
  if (typeof token !== 'string' || token === '') throw unauthenticated();
  const db = request.server.database.db;
  const keys = await request.server.authKeys();

  const xsrfCookie = request.cookies[XSRF_COOKIE];
  if (typeof xsrfCookie === 'string' && xsrfCookie !== '' && safeEqual(token, xsrfCookie)) {
    const cookieToken = accessTokenFromCookie(request);
    const claims = cookieToken ? await verifyAccess(db, keys, cookieToken) : null;
    if (claims) return { userId: claims.userId };
    throw unauthenticated();
  }
  const claims = await verifyAccess(db, keys, token);
  if (!claims) throw unauthenticated();
  return { userId: claims.userId };
}
