import { API_KEY_PREFIX } from '@orbita/contracts';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authSessions, memberships, users } from '../identity/schema';
import type { Database } from '../db/client';
import { preparedPerDatabase, prepareSelect } from '../db/prepared';
import { AppError } from '../errors';
import type { MemberContext } from '../scope';
import { verifyAccessToken, type AccessClaims, type VerifiedAccess } from './access-token';
import { accessTokenFromCookie, bearerToken } from './cookies';
import type { AuthKeys } from './keys';
import { assertXsrf, isSafeMethod } from './xsrf';

export interface RequestAuth {
  userId: string;
  /**
   * The person's row, read with the session check of person-level routes (one query), so
   * a route that shows the person (`auth/app`, read on every start) does not read it again.
   */
  user?: typeof users.$inferSelect;
  /** The refresh family; for `via: 'key'` (workspace routes only), the API key's id. */
  sessionId: string;
  via: 'bearer' | 'cookie' | 'key';
}

export const unauthenticated = () =>
  AppError.unauthenticated('Faça login para continuar.', 'unauthenticated');

/**
 * The session check of person-level requests, with the person's row (RequestAuth.user),
 * prepared once per database (db/prepared).
 */
const sessionQuery = preparedPerDatabase((db: Database) =>
  prepareSelect(
    db
      .select({ user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sql.placeholder('sessionId')),
          eq(authSessions.userId, sql.placeholder('userId')),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1),
    'orbita_session_alive',
  ),
);

/**
 * Access tokens live 15 minutes, but a session can end sooner (logout, password change,
 * reuse detection). Checking the family on every request makes those take effect at once.
 */
export async function isSessionAlive(db: Database, claims: AccessClaims): Promise<boolean> {
  return (await sessionUser(db, claims)) !== null;
}

/** The person of a live session, or null when the session has ended. */
async function sessionUser(
  db: Database,
  claims: AccessClaims,
): Promise<typeof users.$inferSelect | null> {
  const [row] = await sessionQuery(db).execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: new Date(),
  });
  return row?.user ?? null;
}

/** Verifies a raw access token against the keys and the session table. */
export async function verifyAccess(
  q: Database,
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

function tokenOf(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } {
  const bearer = bearerToken(request);
  if (bearer?.startsWith(API_KEY_PREFIX)) throw apiKeyNotHere();
  const token = bearer ?? accessTokenFromCookie(request);
  if (!token) throw unauthenticated();
  return { token, via: bearer ? 'bearer' : 'cookie' };
}

const workspaceNotFound = () => AppError.notFound('Conta não encontrada.');

/**
 * The member check of every workspace request, as prepared statements (platform/db/prepared).
 * `current`: the workspace the person last switched to; `chosen`: the `X-Workspace-Id`
 * header's (null when malformed, so it finds no membership).
 */
const memberQueries = preparedPerDatabase((db: Database) => {
  const query = (workspace: SQL | typeof users.currentWorkspaceId) =>
    db
      .select({ workspaceId: memberships.workspaceId, role: memberships.role })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, authSessions.userId), eq(memberships.workspaceId, workspace)),
      )
      .where(
        and(
          eq(authSessions.id, sql.placeholder('sessionId')),
          eq(authSessions.userId, sql.placeholder('userId')),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1);
  return {
    current: prepareSelect(query(users.currentWorkspaceId), 'orbita_member_current'),
    chosen: prepareSelect(
      query(sql`${sql.placeholder('workspaceId')}::uuid`),
      'orbita_member_chosen',
    ),
  };
});

/**
 * `resolveRequestAuth` and the caller's membership in one round trip: the session check,
 * the workspace (`X-Workspace-Id`, else the one the user last switched to) and the role come
 * from one query instead of three. Nothing is cached, so logout, a password change, reuse
 * revocation and a role change still take effect on the very next request, on every
 * instance. Precedence as before: 401 (no live session), then 403 (XSRF), then 404.
 */
export async function resolveMemberAuth(
  request: FastifyRequest,
  q: Database,
  keys: AuthKeys,
  workspaceHeader: string | undefined,
  isWorkspaceId: (value: string) => boolean,
): Promise<{ auth: RequestAuth; member: MemberContext }> {
  const { token, via } = tokenOf(request);
  const claims = await verifyAccessToken(keys.access, token);
  if (!claims) throw unauthenticated();
  const now = new Date();
  const [row] =
    workspaceHeader === undefined
      ? await memberQueries(q).current.execute({ ...claims, now })
      : await memberQueries(q).chosen.execute({
          ...claims,
          now,
          workspaceId: isWorkspaceId(workspaceHeader) ? workspaceHeader : null,
        });
  if (!row) throw unauthenticated();
  if (via === 'cookie' && !isSafeMethod(request))
    assertXsrf(request, { keys, sessionId: claims.sessionId });
  if (!row.workspaceId || !row.role) throw workspaceNotFound();
  return {
    auth: { userId: claims.userId, sessionId: claims.sessionId, via },
    member: { userId: claims.userId, workspaceId: row.workspaceId, role: row.role },
  };
}

/**
 * Who is calling: `Authorization: Bearer` (mobile, API) wins when present; otherwise the
 * web client's `ai-token` cookie, in which case every write must carry the anti-forgery
 * header. Throws 401 when neither authenticates, 403 on a missing/mismatched XSRF header.
 */
export async function resolveRequestAuth(
  request: FastifyRequest,
  q: Database,
  keys: AuthKeys,
): Promise<RequestAuth> {
  const { token, via } = tokenOf(request);
  const claims = await verifyAccessToken(keys.access, token);
  const user = claims ? await sessionUser(q, claims) : null;
  if (!claims || !user) throw unauthenticated();
  if (via === 'cookie' && !isSafeMethod(request))
    assertXsrf(request, { keys, sessionId: claims.sessionId });
  return { userId: claims.userId, sessionId: claims.sessionId, via, user };
}
