import { randomBytes } from 'node:crypto';
import {
  chatMessages as texts,
  whatsappWebhookPath,
  type ConnectWhatsappBody,
  type WhatsappConnection,
  type WhatsappTemplate,
} from '@orbita/contracts/chats';
import { and, count, eq, min, ne } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/errors';
import type { MemberContext } from '../../../platform/scope';
import { inWorkspace } from '../../../platform/scope';
import { chatMessages, chatWhatsappConnections, type ChatWhatsappConnectionRow } from '../schema';
import type { WhatsappDeps } from './deps';
import { GraphError } from './graph/errors';
import { forgetConnection } from './secret-cache';
import { templatesOf } from './templates';

type Member = Pick<MemberContext, 'workspaceId' | 'userId'>;

export const whatsappTexts = {
  tokenRefused: (reason: string) => `A Meta recusou o token de acesso: ${reason}`,
  wabaRefused: (reason: string) =>
    `A Meta recusou o ID da conta do WhatsApp Business ou o token não tem acesso a ela: ${reason}`,
  graphDown: (reason: string) =>
    `Não foi possível falar com a Meta agora: ${reason} Tente de novo em instantes.`,
};

/** The workspace's connection row (secrets encrypted), or null. */
export async function connectionOf(
  db: Queryable,
  workspaceId: string,
): Promise<ChatWhatsappConnectionRow | null> {
  const [row] = await db
    .select()
    .from(chatWhatsappConnections)
    .where(eq(chatWhatsappConnections.workspaceId, workspaceId))
    .limit(1);
  return row ?? null;
}

/** An APPROVED template of the workspace's account by name and language (as last synced). */
export async function approvedTemplate(
  db: Queryable,
  workspaceId: string,
  name: string,
  language: string,
): Promise<WhatsappTemplate | null> {
  const row = await connectionOf(db, workspaceId);
  return (
    row?.templates.find(
      (t) => t.name === name && t.language === language && t.status === 'APPROVED',
    ) ?? null
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The connection as Admins see it: never a secret; the webhook address to paste at Meta. */
export async function presentConnection(
  db: Queryable,
  deps: WhatsappDeps,
  workspaceId: string,
  row: ChatWhatsappConnectionRow | null,
): Promise<WhatsappConnection> {
  const [outbox] = await db
    .select({ queued: count(), oldestAt: min(chatMessages.createdAt) })
    .from(chatMessages)
    .where(inWorkspace(chatMessages, { workspaceId }, eq(chatMessages.status, 'queued')));
  return {
    connected: row !== null,
    phoneNumberId: row?.phoneNumberId ?? null,
    wabaId: row?.wabaId ?? null,
    displayPhone: row?.displayPhone ?? null,
    verifiedName: row?.verifiedName ?? null,
    webhookUrl: row ? `${deps.config.APP_URL}${whatsappWebhookPath(row.id)}` : null,
    verifyToken: row?.verifyToken ?? null,
    lastWebhookAt: iso(row?.lastWebhookAt ?? null),
    lastError: row?.lastError ?? null,
    lastErrorAt: iso(row?.lastErrorAt ?? null),
    tokenValid: row?.tokenValid ?? null,
    tokenCheckedAt: iso(row?.tokenCheckedAt ?? null),
    outbox: { queued: outbox?.queued ?? 0, oldestAt: iso(outbox?.oldestAt ?? null) },
    updatedAt: iso(row?.updatedAt ?? null),
  };
}

/** A Graph API failure while an Admin waits: pt-BR, 422 when Meta said no, 503 when Meta is away. */
function refusal(error: unknown, permanentText: (reason: string) => string): AppError {
  if (error instanceof GraphError) {
    if (error.permanent) return new AppError(422, 'whatsapp_refused', permanentText(error.message));
    return new AppError(503, 'whatsapp_unavailable', whatsappTexts.graphDown(error.message));
  }
  throw error;
}

/**
 * Connects (or reconnects) the workspace's number: the token is checked with Meta first
 * (refused in pt-BR when Meta says it is invalid), the templates are synced (which also proves
 * the WABA id), and only then are the secrets stored, encrypted. A reconnection keeps the
 * connection id and verify token, so the webhook configured at Meta keeps working.
 */
export async function connectWhatsapp(
  deps: WhatsappDeps,
  member: Member,
  body: ConnectWhatsappBody,
): Promise<ChatWhatsappConnectionRow> {
  const secrets = deps.secrets();
  const graph = deps.graph(body.accessToken);
  const check = await graph.checkToken(body.phoneNumberId).catch((e) => {
    throw refusal(e, whatsappTexts.tokenRefused);
  });
  if (!check.valid)
    throw new AppError(
      422,
      'whatsapp_refused',
      whatsappTexts.tokenRefused(check.reason ?? 'token inválido.'),
    );
  const templates = await graph.listTemplates(body.wabaId).catch((e) => {
    throw refusal(e, whatsappTexts.wabaRefused);
  });
  const now = deps.now();
  const values = {
    phoneNumberId: body.phoneNumberId,
    wabaId: body.wabaId,
    displayPhone: check.displayPhone,
    verifiedName: check.verifiedName,
    accessTokenEnc: secrets.encrypt(body.accessToken),
    appSecretEnc: secrets.encrypt(body.appSecret),
    tokenValid: true,
    tokenCheckedAt: now,
    templates: templatesOf(templates),
    templatesSyncedAt: now,
    lastError: null,
    lastErrorAt: null,
    updatedAt: now,
  };
  try {
    const row = await transaction(deps.ctx, async (tx) => {
      const [elsewhere] = await tx
        .select({ id: chatWhatsappConnections.id })
        .from(chatWhatsappConnections)
        .where(
          and(
            eq(chatWhatsappConnections.phoneNumberId, body.phoneNumberId),
            ne(chatWhatsappConnections.workspaceId, member.workspaceId),
          ),
        )
        .limit(1);
      if (elsewhere) throw AppError.conflict(texts.alreadyConnected);
      const [saved] = await tx
        .insert(chatWhatsappConnections)
        .values({
          ...values,
          workspaceId: member.workspaceId,
          verifyToken: randomBytes(24).toString('base64url'),
          createdBy: member.userId,
        })
        .onConflictDoUpdate({ target: chatWhatsappConnections.workspaceId, set: values })
        .returning();
      return saved!;
    });
    forgetConnection(row.id);
    return row;
  } catch (error) {
    // Two workspaces connecting one number at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw AppError.conflict(texts.alreadyConnected);
    throw error;
  }
}

/**
 * Disconnects: the secrets go with the row (and the unprocessed webhook bodies, by cascade);
 * messages still waiting in the outbox fail with the reason, so nobody waits for them.
 */
export async function disconnectWhatsapp(deps: WhatsappDeps, member: Member): Promise<void> {
  const removed = await transaction(deps.ctx, async (tx) => {
    await tx
      .update(chatMessages)
      .set({
        status: 'failed',
        statusReason: texts.notConnected,
        statusAt: deps.now(),
        nextAttemptAt: null,
        lockedUntil: null,
      })
      .where(inWorkspace(chatMessages, member, eq(chatMessages.status, 'queued')));
    return tx
      .delete(chatWhatsappConnections)
      .where(eq(chatWhatsappConnections.workspaceId, member.workspaceId))
      .returning({ id: chatWhatsappConnections.id });
  });
  for (const r of removed) forgetConnection(r.id);
}

/** The connection or 404 (pt-BR: not connected). */
export async function requireConnection(db: Queryable, workspaceId: string) {
  const row = await connectionOf(db, workspaceId);
  if (!row) throw AppError.notFound(texts.notConnected);
  return row;
}

/** Health: asks Meta about the stored token now (Meta away: the last known state stays). */
export async function checkWhatsapp(deps: WhatsappDeps, member: Member) {
  const row = await requireConnection(deps.ctx.db, member.workspaceId);
  const graph = deps.graph(deps.secrets().decrypt(row.accessTokenEnc));
  const check = await graph.checkToken(row.phoneNumberId).catch((e) => {
    throw refusal(e, whatsappTexts.tokenRefused);
  });
  const now = deps.now();
  const [saved] = await deps.ctx.db
    .update(chatWhatsappConnections)
    .set({
      tokenValid: check.valid,
      tokenCheckedAt: now,
      ...(check.valid
        ? { displayPhone: check.displayPhone, verifiedName: check.verifiedName }
        : { lastError: whatsappTexts.tokenRefused(check.reason ?? ''), lastErrorAt: now }),
      updatedAt: now,
    })
    .where(eq(chatWhatsappConnections.id, row.id))
    .returning();
  return saved!;
}

/** Reads the account's templates from Meta again. */
export async function syncTemplates(deps: WhatsappDeps, member: Member) {
  const row = await requireConnection(deps.ctx.db, member.workspaceId);
  const graph = deps.graph(deps.secrets().decrypt(row.accessTokenEnc));
  const templates = await graph.listTemplates(row.wabaId).catch((e) => {
    if (e instanceof GraphError && e.code === 190) void markTokenExpired(deps, row.id, e.message);
    throw refusal(e, whatsappTexts.wabaRefused);
  });
  const now = deps.now();
  const [saved] = await deps.ctx.db
    .update(chatWhatsappConnections)
    .set({ templates: templatesOf(templates), templatesSyncedAt: now, updatedAt: now })
    .where(eq(chatWhatsappConnections.id, row.id))
    .returning();
  return saved!;
}

/** Any call answered 190 (token expired or revoked): the health says so until reconnected. */
export async function markTokenExpired(deps: WhatsappDeps, connectionId: string, reason: string) {
  const now = deps.now();
  await deps.ctx.db
    .update(chatWhatsappConnections)
    .set({ tokenValid: false, tokenCheckedAt: now, lastError: reason, lastErrorAt: now })
    .where(eq(chatWhatsappConnections.id, connectionId));
}

/** Records a processing or sending failure as the connection's last error. */
export async function recordError(
  db: Queryable,
  workspaceId: string,
  reason: string,
  at = new Date(),
) {
  await db
    .update(chatWhatsappConnections)
    .set({ lastError: reason.slice(0, 1000), lastErrorAt: at })
    .where(eq(chatWhatsappConnections.workspaceId, workspaceId));
}
