import { API_KEY_PREFIX, lowerRole, type ApiKeyStatus } from '@orbita/contracts';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { safeEqual, sha256 } from './crypto';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { MemberContext } from '../scope';
import { ipAllowed, normalizeClientIp } from './ip-allow';
import { apiKeys, memberships } from '../identity/schema';

/** Whether a key can still be used (the keys screen shows the same status). */
export function apiKeyStatus(
  row: Pick<typeof apiKeys.$inferSelect, 'revokedAt' | 'expiresAt'>,
  now = new Date(),
): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';
}

/** Last use is written at most this often per key (and when the address changes), not on every request. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;

const keyIdShape = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{16}$`);
const secretShape = /^[A-Za-z0-9_-]{43}$/;

const invalidKey = () => AppError.unauthenticated('Chave de API inválida, expirada ou revogada.');

/** `orb_<16>.<43>` → its two halves, or null when it is not shaped like one of our keys. */
export function parseApiKeyToken(token: string): { keyId: string; secret: string } | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const keyId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  return keyIdShape.test(keyId) && secretShape.test(secret) ? { keyId, secret } : null;
}

export interface ApiKeyIdentity {
  /** `userId` is the key's creator; `sessionId` is the key's row id; `via` is 'key'. */
  auth: { userId: string; sessionId: string; via: 'key' };
  member: MemberContext;
}

/**
 * Authenticates `Authorization: Bearer <key id>.<secret>` for workspace routes. The key acts
 * in its own workspace with its role, never above what its creator holds there now (and
 * not at all once they left). A bad, expired or revoked key is 401; a good key from an
 * address outside its allowed IPs gets the generic 403, so the answer does not say why.
 */
export async function authenticateApiKey(
  db: Database,
  request: FastifyRequest,
  token: string,
): Promise<ApiKeyIdentity> {
  const parsed = parseApiKeyToken(token);
  if (!parsed) throw invalidKey();
  const [row] = await db
    .select({ key: apiKeys, creatorRole: memberships.role })
    .from(apiKeys)
    .leftJoin(
      memberships,
      and(
        eq(memberships.workspaceId, apiKeys.workspaceId),
        eq(memberships.userId, apiKeys.createdBy),
      ),
    )
    .where(eq(apiKeys.keyId, parsed.keyId))
    .limit(1);
  const secretOk = safeEqual(sha256(parsed.secret), row?.key.secretHash ?? sha256(''));
  if (
    !row ||
    !secretOk ||
    apiKeyStatus(row.key) !== 'active' ||
    !row.key.createdBy ||
    !row.creatorRole
  )
    throw invalidKey();
  const { key } = row;

  const ip = normalizeClientIp(request.ip);
  if (!ipAllowed(key.allowedIps, ip)) throw AppError.forbidden();

  const header = request.headers['x-workspace-id'];
  if (typeof header === 'string' && header !== '' && header.toLowerCase() !== key.workspaceId)
    throw AppError.notFound('Conta não encontrada.');

  await touchLastUsed(db, key, ip);
  return {
    auth: { userId: key.createdBy!, sessionId: key.id, via: 'key' },
    member: {
      userId: key.createdBy!,
      workspaceId: key.workspaceId,
      role: lowerRole(key.role, row.creatorRole),
    },
  };
}

/** Records the last use when it is older than the interval or came from another address. */
async function touchLastUsed(
  db: Database,
  key: typeof apiKeys.$inferSelect,
  ip: string,
): Promise<void> {
  const now = Date.now();
  const fresh =
    key.lastUsedAt &&
    now - key.lastUsedAt.getTime() < LAST_USED_WRITE_INTERVAL_MS &&
    key.lastUsedIp === ip;
  if (fresh) return;
  // The condition repeats in SQL so that concurrent requests of one key write once.
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(now), lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now - LAST_USED_WRITE_INTERVAL_MS)),
          isNull(apiKeys.lastUsedIp),
          ne(apiKeys.lastUsedIp, ip),
        ),
      ),
    );
}
