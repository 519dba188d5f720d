import {
  API_KEY_PREFIX,
  roleAtLeast,
  type ApiKey,
  type ApiKeyWithSecret,
  type CreateApiKeyBody,
  type UpdateApiKeyBody,
} from '@orbita/contracts';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { randomSecret, sha256 } from '../../platform/auth/crypto';
import type { Database, Queryable, Tx } from '../../platform/db/client';
import { findInWorkspace, type MemberContext } from '../../platform/scope';
import { users } from '../../platform/identity/schema';
import { apiKeyStatus } from '../../platform/auth/api-key-auth';
import { recordAudit, type Actor } from './audit';
import { workspaceErrors } from './errors';
import { apiKeys } from '../../platform/identity/schema';

type KeyRow = typeof apiKeys.$inferSelect;

/** Never includes the secret or its hash: only creation and rotation answer the secret, once. */
export async function listApiKeys(
  q: Queryable,
  workspaceId: string,
  onlyId?: string,
): Promise<ApiKey[]> {
  const rows = await q
    .select({ key: apiKeys, creatorName: users.name })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.workspaceId, workspaceId), onlyId ? eq(apiKeys.id, onlyId) : undefined))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key, creatorName }) => ({
    id: key.id,
    name: key.name,
    keyId: key.keyId,
    role: key.role,
    allowedIps: key.allowedIps,
    main: key.main,
    status: apiKeyStatus(key),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: key.lastUsedIp,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    createdBy: key.createdBy && creatorName ? { userId: key.createdBy, name: creatorName } : null,
    createdAt: key.createdAt.toISOString(),
  }));
}

export async function getApiKey(q: Queryable, workspaceId: string, id: string): Promise<ApiKey> {
  const [key] = await listApiKeys(q, workspaceId, id);
  if (!key) throw workspaceErrors.keyNotFound();
  return key;
}

/** The credential is `<key id>.<secret>`: 96 random bits of public id, 256 of secret. */
function newSecret(): { secret: string; secretHash: string } {
  const secret = randomSecret(32);
  return { secret, secretHash: sha256(secret) };
}

/** One main key per workspace: marking one unmarks the others (the partial unique index backs it). */
async function unsetOtherMain(tx: Tx, workspaceId: string, exceptId?: string): Promise<void> {
  await tx
    .update(apiKeys)
    .set({ main: false, updatedAt: new Date() })
    .where(
      and(
        eq(apiKeys.workspaceId, workspaceId),
        eq(apiKeys.main, true),
        exceptId ? ne(apiKeys.id, exceptId) : undefined,
      ),
    );
}

export async function createApiKey(
  db: Database,
  ctx: MemberContext,
  actor: Actor,
  body: CreateApiKeyBody,
): Promise<ApiKeyWithSecret> {
  if (!roleAtLeast(ctx.role, body.role)) throw workspaceErrors.roleAboveOwn();
  return db.transaction(async (tx) => {
    if (body.main) await unsetOtherMain(tx, ctx.workspaceId);
    const keyId = `${API_KEY_PREFIX}${randomSecret(12)}`;
    const { secret, secretHash } = newSecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        workspaceId: ctx.workspaceId,
        name: body.name,
        keyId,
        secretHash,
        role: body.role,
        allowedIps: body.allowedIps ?? [],
        main: body.main ?? false,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        createdBy: ctx.userId,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, ctx.workspaceId, actor, 'key.created', {
      keyId,
      name: body.name,
      role: body.role,
      allowedIps: body.allowedIps ?? [],
    });
    return { key: await getApiKey(tx, ctx.workspaceId, row!.id), secret: `${keyId}.${secret}` };
  });
}

async function activeKey(tx: Tx, ctx: MemberContext, id: string): Promise<KeyRow> {
  const row = await findInWorkspace(tx, apiKeys, ctx, id, 'Chave não encontrada.');
  if (row.revokedAt) throw workspaceErrors.keyRevoked();
  // A key above your role is managed by someone who holds that role.
  if (!roleAtLeast(ctx.role, row.role)) throw workspaceErrors.memberAboveOwn();
  return row;
}

export async function updateApiKey(
  db: Database,
  ctx: MemberContext,
  actor: Actor,
  id: string,
  body: UpdateApiKeyBody,
): Promise<ApiKey> {
  if (body.role && !roleAtLeast(ctx.role, body.role)) throw workspaceErrors.roleAboveOwn();
  return db.transaction(async (tx) => {
    const row = await activeKey(tx, ctx, id);
    if (body.main) await unsetOtherMain(tx, ctx.workspaceId, id);
    const expiresAt =
      body.expiresAt === undefined
        ? row.expiresAt
        : body.expiresAt === null
          ? null
          : new Date(body.expiresAt);
    await tx
      .update(apiKeys)
      .set({
        name: body.name ?? row.name,
        role: body.role ?? row.role,
        allowedIps: body.allowedIps ?? row.allowedIps,
        main: body.main ?? row.main,
        expiresAt,
        updatedAt: new Date(),
      })
      .where(eq(apiKeys.id, id));
    const changed = Object.keys(body).filter(
      (k) => body[k as keyof UpdateApiKeyBody] !== undefined,
    );
    await recordAudit(tx, ctx.workspaceId, actor, 'key.updated', {
      keyId: row.keyId,
      name: body.name ?? row.name,
      fields: changed,
      ...(body.role ? { role: body.role } : {}),
      ...(body.allowedIps ? { allowedIps: body.allowedIps } : {}),
    });
    return getApiKey(tx, ctx.workspaceId, id);
  });
}

/** A new secret for the same key id; the old secret stops working at once. */
export async function rotateApiKey(
  db: Database,
  ctx: MemberContext,
  actor: Actor,
  id: string,
): Promise<ApiKeyWithSecret> {
  return db.transaction(async (tx) => {
    const row = await activeKey(tx, ctx, id);
    const { secret, secretHash } = newSecret();
    await tx.update(apiKeys).set({ secretHash, updatedAt: new Date() }).where(eq(apiKeys.id, id));
    await recordAudit(tx, ctx.workspaceId, actor, 'key.rotated', {
      keyId: row.keyId,
      name: row.name,
    });
    return { key: await getApiKey(tx, ctx.workspaceId, id), secret: `${row.keyId}.${secret}` };
  });
}

export async function revokeApiKey(
  db: Database,
  ctx: MemberContext,
  actor: Actor,
  id: string,
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const row = await findInWorkspace(tx, apiKeys, ctx, id, 'Chave não encontrada.');
    if (!roleAtLeast(ctx.role, row.role)) throw workspaceErrors.memberAboveOwn();
    if (!row.revokedAt) {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date(), main: false, updatedAt: new Date() })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
      await recordAudit(tx, ctx.workspaceId, actor, 'key.revoked', {
        keyId: row.keyId,
        name: row.name,
      });
    }
    return getApiKey(tx, ctx.workspaceId, id);
  });
}
