import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { randomSecret, safeEqual, sha256 } from '../../platform/auth';
import {
  authSessions,
  type clientTypes,
  type sessionRevokeReasons,
} from '../../platform/identity/schema';
import { findUserById } from './accounts';
import { emitAboutPerson } from './person-events';
import { refreshTokens } from './schema';

export type ClientType = (typeof clientTypes)[number];
type RevokeReason = (typeof sessionRevokeReasons)[number];

/** Absolute lifetime of a sign-in, however often it is refreshed. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedRefresh {
  userId: string;
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

export type RotateResult =
  ({ ok: true } & IssuedRefresh) | { ok: false; reason: 'invalid' | 'reuse' };

const tokenPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

async function issueToken(
  tx: Tx,
  sessionId: string,
  parentId: string | null,
  expiresAt: Date,
  secret = randomSecret(32),
): Promise<string> {
  const [row] = await tx
    .insert(refreshTokens)
    .values({ sessionId, parentId, tokenHash: sha256(secret), expiresAt })
    .returning({ id: refreshTokens.id });
  return `${row!.id}.${secret}`;
}

/** A new family (one sign-in) with its first refresh token. */
export async function startSession(
  tx: Tx,
  userId: string,
  clientType: ClientType,
): Promise<IssuedRefresh> {
  // Families past their lifetime can never be used again; sweep the person's on each sign-in.
  await tx
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), lt(authSessions.expiresAt, new Date())));
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const [session] = await tx
    .insert(authSessions)
    .values({ userId, clientType, expiresAt })
    .returning({ id: authSessions.id });
  const refreshToken = await issueToken(tx, session!.id, null, expiresAt);
  return { userId, sessionId: session!.id, refreshToken, expiresAt };
}

/**
 * Trades a refresh token for its successor. A token is good once; presenting a used one
 * means two parties hold it, so the whole family is revoked — except within `leewayMs` of
 * its use, when two tabs refreshing at the same moment must not sign the person out: they
 * get the same successor again (not a new one), so replaying a token within the leeway
 * never adds a live token to the family. The successor's secret is an HMAC of the token
 * with the server key (`successorKey`), so it can be answered again although only its hash
 * is stored, and nobody can work it out without the key. The row lock serialises
 * concurrent uses of one token. On `reuse` the caller must commit (the revocation) before
 * answering 401.
 */
export async function rotateRefreshToken(
  tx: Tx,
  presented: string,
  clientType: ClientType,
  leewayMs: number,
  successorKey: Buffer,
): Promise<RotateResult> {
  const match = tokenPattern.exec(presented);
  if (!match) return { ok: false, reason: 'invalid' };
  const id = match[1]!;
  const secret = match[2]!;

  const [row] = await tx
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.id, id))
    .for('update');
  if (!row || !safeEqual(row.token.tokenHash, sha256(secret)))
    return { ok: false, reason: 'invalid' };
  const { token, session } = row;
  const now = Date.now();
  if (session.revokedAt || session.expiresAt.getTime() <= now || token.expiresAt.getTime() <= now)
    return { ok: false, reason: 'invalid' };
  // A web token must come from its cookie (with the XSRF check), a mobile one as a bearer.
  if (session.clientType !== clientType) return { ok: false, reason: 'invalid' };

  if (token.usedAt) {
    if (now - token.usedAt.getTime() > leewayMs) {
      await revokeSession(tx, session.id, 'reuse', null);
      return { ok: false, reason: 'reuse' };
    }
  } else {
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(now) })
      .where(eq(refreshTokens.id, token.id));
  }
  const refreshToken = await successorOf(tx, token, secret, session.expiresAt, successorKey);
  return {
    ok: true,
    userId: session.userId,
    sessionId: session.id,
    refreshToken,
    expiresAt: session.expiresAt,
  };
}

/** The one successor of a token: found when already issued (a replay within the leeway), else issued. */
async function successorOf(
  tx: Tx,
  token: typeof refreshTokens.$inferSelect,
  secret: string,
  expiresAt: Date,
  key: Buffer,
): Promise<string> {
  const successor = createHmac('sha256', key).update(`${token.id}.${secret}`).digest('base64url');
  const [issued] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.sessionId, token.sessionId),
        eq(refreshTokens.parentId, token.id),
        eq(refreshTokens.tokenHash, sha256(successor)),
      ),
    )
    .limit(1);
  if (issued) return `${issued.id}.${successor}`;
  return issueToken(tx, token.sessionId, token.id, expiresAt, successor);
}

/** The live family a refresh token belongs to, without using the token (logout). */
export async function sessionOfRefreshToken(
  q: Queryable,
  presented: string,
): Promise<{ sessionId: string; clientType: ClientType } | null> {
  const match = tokenPattern.exec(presented);
  if (!match) return null;
  const [row] = await q
    .select({
      hash: refreshTokens.tokenHash,
      sessionId: authSessions.id,
      clientType: authSessions.clientType,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(and(eq(refreshTokens.id, match[1]!), isNull(authSessions.revokedAt)));
  if (!row || !safeEqual(row.hash, sha256(match[2]!))) return null;
  return { sessionId: row.sessionId, clientType: row.clientType };
}

/** Ends one session; `actorId` null when the system ends it (a reused refresh token). */
export async function revokeSession(
  tx: Tx,
  sessionId: string,
  reason: RevokeReason,
  actorId?: string | null,
): Promise<void> {
  const revoked = await tx
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  if (revoked[0]) await sessionsRevoked(tx, revoked[0].userId, [sessionId], reason, actorId);
}

/** Signs a person out everywhere (password reset), or everywhere else (password change). */
export async function revokeUserSessions(
  tx: Tx,
  userId: string,
  reason: RevokeReason,
  exceptSessionId?: string,
): Promise<void> {
  const revoked = await tx
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  await sessionsRevoked(
    tx,
    userId,
    revoked.map((r) => r.id),
    reason,
  );
}

async function sessionsRevoked(
  tx: Tx,
  userId: string,
  sessionIds: string[],
  reason: RevokeReason,
  actorId?: string | null,
): Promise<void> {
  if (sessionIds.length === 0) return;
  const user = await findUserById(tx, userId);
  if (!user) return;
  for (const sessionId of sessionIds)
    await emitAboutPerson(tx, 'auth.session.revoked', user, { sessionId, reason }, actorId);
}
