import {
  API_KEY_PREFIX,
  roleAtLeast,
  type ApiKey,
  type ApiKeyWithSecret,
  type CreateApiKeyBody,
  type UpdateApiKeyBody,
} from '@orbita/contracts';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { apiKeyStatus } from '../../platform/auth/api-key-auth';
import { randomSecret, sha256 } from '../../platform/auth/crypto';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { emit } from '../../platform/events';
import { apiKeys, users } from '../../platform/identity/schema';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { findInWorkspace, type MemberContext } from '../../platform/scope';
import { recordAudit, type Actor } from './audit';
import { workspaceErrors } from './errors';

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
    version: key.version,
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

/** Publishes the key's id only, once committed: the secret never leaves through realtime. */
function publishKey(tx: Tx, workspaceId: string, type: 'created' | 'updated', id: string): void {
  publishAfterCommit(tx, workspaceId, { type, entity: 'api-key', id, data: { id } });
}

export async function createApiKey(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  body: CreateApiKeyBody,
): Promise<ApiKeyWithSecret> {
  if (!roleAtLeast(member.role, body.role)) throw workspaceErrors.roleAboveOwn();
  const { workspaceId } = member;
  return transaction(ctx, async (tx) => {
    if (body.main) await unsetOtherMain(tx, workspaceId);
    const keyId = `${API_KEY_PREFIX}${randomSecret(12)}`;
    const { secret, secretHash } = newSecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        workspaceId,
        name: body.name,
        keyId,
        secretHash,
        role: body.role,
        allowedIps: body.allowedIps ?? [],
        main: body.main ?? false,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        createdBy: member.userId,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, workspaceId, actor, 'key.created', {
      keyId,
      name: body.name,
      role: body.role,
      allowedIps: body.allowedIps ?? [],
    });
    await emit(tx, 'workspaces.api-key.created', {
      workspaceId,
      actorId: actor.userId,
      apiKeyId: row!.id,
      role: body.role,
    });
    publishKey(tx, workspaceId, 'created', row!.id);
    return { key: await getApiKey(tx, workspaceId, row!.id), secret: `${keyId}.${secret}` };
  });
}

async function activeKey(tx: Tx, member: MemberContext, id: string): Promise<KeyRow> {
  const row = await findInWorkspace(tx, apiKeys, member, id, 'Chave não encontrada.');
  if (row.revokedAt) throw workspaceErrors.keyRevoked();
  // A key above your role is managed by someone who holds that role.
  if (!roleAtLeast(member.role, row.role)) throw workspaceErrors.memberAboveOwn();
  return row;
}

export async function updateApiKey(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  id: string,
  body: UpdateApiKeyBody,
): Promise<ApiKey> {
  if (body.role && !roleAtLeast(member.role, body.role)) throw workspaceErrors.roleAboveOwn();
  const { workspaceId } = member;
  return transaction(ctx, async (tx) => {
    const row = await activeKey(tx, member, id);
    // Refuse a stale edit before unmarking another main key.
    assertVersion(row, body.version);
    if (body.main) await unsetOtherMain(tx, workspaceId, id);
    const expiresAt =
      body.expiresAt === undefined
        ? row.expiresAt
        : body.expiresAt === null
          ? null
          : new Date(body.expiresAt);
    await updateVersioned(tx, apiKeys, eq(apiKeys.id, id), body.version, {
      name: body.name ?? row.name,
      role: body.role ?? row.role,
      allowedIps: body.allowedIps ?? row.allowedIps,
      main: body.main ?? row.main,
      expiresAt,
      updatedAt: new Date(),
    });
    const changed = Object.keys(body).filter(
      (k) => k !== 'version' && body[k as keyof UpdateApiKeyBody] !== undefined,
    );
    await recordAudit(tx, workspaceId, actor, 'key.updated', {
      keyId: row.keyId,
      name: body.name ?? row.name,
      fields: changed,
      ...(body.role ? { role: body.role } : {}),
      ...(body.allowedIps ? { allowedIps: body.allowedIps } : {}),
    });
    await emit(tx, 'workspaces.api-key.updated', {
      workspaceId,
      actorId: actor.userId,
      apiKeyId: id,
      role: body.role ?? row.role,
    });
    publishKey(tx, workspaceId, 'updated', id);
    return getApiKey(tx, workspaceId, id);
  });
}

/** A new secret for the same key id; the old secret stops working at once. */
export async function rotateApiKey(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  id: string,
): Promise<ApiKeyWithSecret> {
  const { workspaceId } = member;
  return transaction(ctx, async (tx) => {
    const row = await activeKey(tx, member, id);
    const { secret, secretHash } = newSecret();
    await tx.update(apiKeys).set({ secretHash, updatedAt: new Date() }).where(eq(apiKeys.id, id));
    await recordAudit(tx, workspaceId, actor, 'key.rotated', {
      keyId: row.keyId,
      name: row.name,
    });
    await emit(tx, 'workspaces.api-key.rotated', {
      workspaceId,
      actorId: actor.userId,
      apiKeyId: id,
    });
    publishKey(tx, workspaceId, 'updated', id);
    return { key: await getApiKey(tx, workspaceId, id), secret: `${row.keyId}.${secret}` };
  });
}

export async function revokeApiKey(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  id: string,
): Promise<ApiKey> {
  const { workspaceId } = member;
  return transaction(ctx, async (tx) => {
    const row = await findInWorkspace(tx, apiKeys, member, id, 'Chave não encontrada.');
    if (!roleAtLeast(member.role, row.role)) throw workspaceErrors.memberAboveOwn();
    if (!row.revokedAt) {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date(), main: false, updatedAt: new Date() })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
      await recordAudit(tx, workspaceId, actor, 'key.revoked', {
        keyId: row.keyId,
        name: row.name,
      });
      await emit(tx, 'workspaces.api-key.revoked', {
        workspaceId,
        actorId: actor.userId,
        apiKeyId: id,
      });
      publishKey(tx, workspaceId, 'updated', id);
    }
    return getApiKey(tx, workspaceId, id);
  });
}
