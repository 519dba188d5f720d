import { API_KEY_PREFIX } from '@orbita/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authSessions } from '../identity/schema';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';
import { verifyAccessToken, type AccessClaims, type VerifiedAccess } from './access-token';
import { accessTokenFromCookie, bearerToken } from './cookies';
import type { AuthKeys } from './keys';
import { assertXsrf, isSafeMethod } from './xsrf';

export interface RequestAuth {
  userId: string;
  /** The refresh family; for `via: 'key'` (workspace routes only), the API key's id. */
  sessionId: string;
  via: 'bearer' | 'cookie' | 'key';
}

export const unauthenticated = () =>
  AppError.unauthenticated('Faça login para continuar.', 'unauthenticated');

/**
 * Access tokens live 15 minutes, but a session can end sooner (logout, password change,
 * reuse detection). Checking the family on every request makes those take effect at once.
 */
export async function isSessionAlive(q: Queryable, claims: AccessClaims): Promise<boolean> {
  const [row] = await q
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, claims.sessionId),
        eq(authSessions.userId, claims.userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Verifies a raw access token against the keys and the session table. */
export async function verifyAccess(
  q: Queryable,
  keys: AuthKeys,
  token: string,
): Promise<VerifiedAccess | null> {
  const claims = await verifyAccessToken(keys.access, token);
  if (!claims) return null;
  return (await isSessionAlive(q, claims)) ? claims : null;
}

/**
 * An API key (`Authorization: Bearer orb_<key id>.<secret>`, see modules/workspaces). Keys
 * act for a workspace, so only `app.requireMember` accepts them; person-level routes refuse.
 */
export function apiKeyBearer(request: FastifyRequest): string | null {
  const bearer = bearerToken(request);
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : null;
}

const apiKeyNotHere = () =>
  AppError.forbidden(
    'Chaves de API dão acesso às rotas de uma conta, não às rotas pessoais de quem as criou.',
  );

/**
 * Who is calling: `Authorization: Bearer` (mobile, API) wins when present; otherwise the
 * web client's `ai-token` cookie, in which case every write must carry the anti-forgery
 * header. Throws 401 when neither authenticates, 403 on a missing/mismatched XSRF header.
 */
export async function resolveRequestAuth(
  request: FastifyRequest,
  q: Queryable,
  keys: AuthKeys,
): Promise<RequestAuth> {
  const bearer = bearerToken(request);
  if (bearer?.startsWith(API_KEY_PREFIX)) throw apiKeyNotHere();
  const token = bearer ?? accessTokenFromCookie(request);
  if (!token) throw unauthenticated();
  const claims = await verifyAccess(q, keys, token);
  if (!claims) throw unauthenticated();
  const via = bearer ? 'bearer' : 'cookie';
  if (via === 'cookie' && !isSafeMethod(request))
    assertXsrf(request, { keys, sessionId: claims.sessionId });
  return { userId: claims.userId, sessionId: claims.sessionId, via };
}
