import { chatMessages as texts } from '@orbita/contracts/chats';
import { e164ToWaId } from '@orbita/contracts/phone';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { mediaFiles, readOriginal } from '../../media';
import { windowOpen } from '../core/window';
import {
  chatContactPhones,
  chatConversations,
  chatMessages,
  type ChatMessageRow,
  type ChatWhatsappConnectionRow,
} from '../schema';
import { connectionOf, markTokenExpired, recordError } from './connection';
import type { WhatsappDeps } from './deps';
import type { GraphClient } from './graph/client';
import { GraphError } from './graph/errors';
import type { OutgoingMessage } from './graph/types';

export const OUTBOX_LEASE_MS = 30_000;
/** Transient failures (Meta down, rate limits) are retried for about four hours, then the message fails. */
export const OUTBOX_MAX_ATTEMPTS = 30;
/** How long a message whose send was cut by a crash waits for Meta's status webhook before it is sent again. */
export { IN_DOUBT_WAIT_MS } from './in-doubt';
const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 10 * 60_000);

type Claimed = ChatMessageRow & { previousLock: Date | null };

/**
 * Takes due outbox rows: queued, due, not held by a live claim — and ONLY the oldest queued
 * message of its conversation (a later one waits for the earlier: order), only in workspaces
 * with a connection. SKIP LOCKED lets every instance's sender claim at once; the claim
 * counts an attempt and holds the row for OUTBOX_LEASE_MS. `previousLock` tells a row whose
 * last claim ended without an outcome (its process died mid-send).
 */
async function claim(deps: WhatsappDeps, limit: number): Promise<Claimed[]> {
  if (deps.scope?.size === 0) return [];
  const scoped = deps.scope
    ? sql`and m.workspace_id in (${sql.join(
        [...deps.scope].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const now = deps.now().toISOString();
  const until = new Date(deps.now().getTime() + OUTBOX_LEASE_MS).toISOString();
  const { rows } = await deps.ctx.db.execute<{ id: string; previous_lock: string | null }>(sql`
    with due as (
      select m.id, m.locked_until as previous_lock from chat_messages m
      where m.status = 'queued' and m.next_attempt_at <= ${now}::timestamptz
        and (m.locked_until is null or m.locked_until < ${now}::timestamptz)
        and not exists (
          select 1 from chat_messages e
          where e.conversation_id = m.conversation_id and e.status = 'queued' and e.seq < m.seq)
        and exists (select 1 from chat_whatsapp_connections c where c.workspace_id = m.workspace_id)
        ${scoped}
      order by m.next_attempt_at
      limit ${limit}
      for update of m skip locked
    )
    update chat_messages set locked_until = ${until}::timestamptz, attempts = attempts + 1
    from due where chat_messages.id = due.id
    returning chat_messages.id, due.previous_lock`);
  if (rows.length === 0) return [];
  const full = await deps.ctx.db
    .select()
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.id,
        rows.map((r) => r.id),
      ),
    );
  const previous = new Map(rows.map((r) => [r.id, r.previous_lock]));
  return full.map((m) => {
    const p = previous.get(m.id);
    return { ...m, previousLock: p ? new Date(p) : null };
  });
}

const clients = new Map<string, { enc: string; client: GraphClient }>();

export function clientOf(deps: WhatsappDeps, connection: ChatWhatsappConnectionRow): GraphClient {
  const hit = clients.get(connection.id);
  if (hit && hit.enc === connection.accessTokenEnc) return hit.client;
  const client = deps.graph(deps.secrets().decrypt(connection.accessTokenEnc));
  clients.set(connection.id, { enc: connection.accessTokenEnc, client });
  return client;
}

const refuse = (message: string) => new AppError(422, 'whatsapp_refused', message);
const mediaKinds = new Set(['image', 'video', 'audio', 'document', 'sticker']);

/** The Cloud API body for one queued row (uploads a library file first for media). */
async function outgoing(
  deps: WhatsappDeps,
  graph: GraphClient,
  connection: ChatWhatsappConnectionRow,
  message: ChatMessageRow,
): Promise<OutgoingMessage> {
  const [target] = await deps.ctx.db
    .select({ conversation: chatConversations, e164: chatContactPhones.e164 })
    .from(chatConversations)
    .leftJoin(chatContactPhones, eq(chatContactPhones.contactId, chatConversations.contactId))
    .where(eq(chatConversations.id, message.conversationId))
    .orderBy(desc(chatContactPhones.whatsapp), chatContactPhones.position)
    .limit(1);
  if (!target) throw refuse(texts.conversationNotFound);
  if (!target.e164) throw refuse(texts.noPhone);
  // Free-form messages only inside the 24 h window — checked again at send time: it may have
  // closed while the message waited in the outbox.
  if (message.kind !== 'template' && !windowOpen(target.conversation, deps.now()))
    throw refuse(texts.windowClosed);
  let context: { message_id: string } | undefined;
  if (message.replyToId) {
    const [replied] = await deps.ctx.db
      .select({ wa: chatMessages.waMessageId })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, message.replyToId),
          eq(chatMessages.workspaceId, message.workspaceId),
        ),
      );
    if (replied?.wa) context = { message_id: replied.wa };
  }
  const base = { to: e164ToWaId(target.e164), ...(context ? { context } : {}) };

  if (message.kind === 'template') {
    const t = (message.payload?.template ?? {}) as {
      name?: string;
      language?: string;
      parameters?: string[];
    };
    if (!t.name || !t.language) throw refuse(texts.templateNotApproved);
    const parameters = t.parameters ?? [];
    return {
      to: base.to,
      type: 'template',
      template: {
        name: t.name,
        language: { code: t.language },
        ...(parameters.length
          ? {
              components: [
                { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
              ],
            }
          : {}),
      },
    };
  }
  if (mediaKinds.has(message.kind)) {
    const [file] = message.mediaFileId
      ? await deps.ctx.db
          .select()
          .from(mediaFiles)
          .where(
            and(
              eq(mediaFiles.id, message.mediaFileId),
              eq(mediaFiles.workspaceId, message.workspaceId),
            ),
          )
      : [];
    const bytes = file ? await readOriginal(deps.ctx, file) : null;
    if (!file || !bytes) throw refuse('O arquivo não está mais na biblioteca de mídia.');
    const { id } = await graph.uploadMedia(
      connection.phoneNumberId,
      bytes,
      file.mimeType,
      file.name,
    );
    const caption = message.text ? { caption: message.text } : {};
    switch (message.kind) {
      case 'image':
        return { ...base, type: 'image', image: { id, ...caption } };
      case 'video':
        return { ...base, type: 'video', video: { id, ...caption } };
      case 'audio':
        return { ...base, type: 'audio', audio: { id } };
      case 'sticker':
        return { ...base, type: 'sticker', sticker: { id } };
      default:
        return { ...base, type: 'document', document: { id, filename: file.name, ...caption } };
    }
  }
  return { ...base, type: 'text', text: { body: message.text } };
}

async function finish(
  deps: WhatsappDeps,
  message: ChatMessageRow,
  set: Partial<typeof chatMessages.$inferInsert>,
) {
  await transaction(deps.ctx, async (tx) => {
    const updated = await tx
      .update(chatMessages)
      .set({ ...set, lockedUntil: null })
      .where(and(eq(chatMessages.id, message.id), eq(chatMessages.status, 'queued')))
      .returning({ id: chatMessages.id });
    if (updated.length)
      publishAfterCommit(tx, message.workspaceId, {
        type: 'updated',
        entity: 'chat-messages',
        id: message.id,
        data: { id: message.id, conversationId: message.conversationId },
      });
  });
}

/**
 * Sends one claimed row. EXACTLY ONCE, AS FAR AS META ALLOWS: the Cloud API has no
 * idempotency key, so the one unsafe moment is between Meta's 200 and our commit of the wa
 * id — a crash there would send twice. It is kept to one UPDATE right after the answer (no
 * other work in between). A row whose previous claim ended without an outcome (the process
 * died mid-send) is not sent again at once: every send carries `biz_opaque_callback_data` =
 * our message id, which Meta echoes in the status webhooks, so the row first waits
 * `deps.inDoubtWaitMs` (60 s) for a status naming it (inbound.ts marks it sent with its wa id); only
 * if none came is it sent again. Left: a crash AND a status webhook that never arrives (or
 * arrives after the wait) still sends twice.
 */
export async function sendOne(deps: WhatsappDeps, message: Claimed): Promise<void> {
  const now = deps.now();
  if (message.previousLock && !message.payload?.inDoubtSince) {
    await finish(deps, message, {
      nextAttemptAt: new Date(now.getTime() + deps.inDoubtWaitMs),
      attempts: Math.max(0, message.attempts - 1),
      payload: { ...(message.payload ?? {}), inDoubtSince: now.toISOString() },
      statusReason: 'Conferindo com o WhatsApp se a mensagem já saiu…',
    });
    return;
  }
  const connection = await connectionOf(deps.ctx.db, message.workspaceId);
  try {
    if (!connection) throw refuse(texts.notConnected);
    const graph = clientOf(deps, connection);
    const body = await outgoing(deps, graph, connection, message);
    const { waMessageId } = await graph.sendMessage(connection.phoneNumberId, {
      ...body,
      biz_opaque_callback_data: message.id,
    } as unknown as OutgoingMessage);
    await finish(deps, message, {
      status: 'sent',
      waMessageId,
      statusAt: deps.now(),
      statusReason: null,
      nextAttemptAt: null,
    });
  } catch (err) {
    await failed(deps, message, connection, err);
  }
}

/**
 * What a failed send means, for messages and reactions alike: a Graph API error is retried
 * unless Meta calls it permanent (131047 says the 24 h window closed), a refusal of ours
 * (AppError) is final, anything else is retried; past OUTBOX_MAX_ATTEMPTS nothing is. The
 * reason (pt-BR) is recorded as the connection's last error, and an expired token (190)
 * marks the connection. `retryAt` is null when the send is given up.
 */
export async function judgeSendFailure(
  deps: WhatsappDeps,
  err: unknown,
  send: { workspaceId: string; attempts: number; connection: ChatWhatsappConnectionRow | null },
): Promise<{ reason: string; retryAt: Date | null }> {
  const now = deps.now();
  const graphError = err instanceof GraphError ? err : null;
  if (graphError?.code === 190 && send.connection)
    await markTokenExpired(deps, send.connection.id, graphError.message);
  let reason: string;
  let retry: boolean;
  if (graphError) {
    retry = !graphError.permanent;
    reason = graphError.code === 131047 ? texts.windowClosed : graphError.message;
  } else if (err instanceof AppError) {
    retry = false;
    reason = err.message;
  } else {
    retry = true;
    reason = 'Falha interna ao enviar; nova tentativa em breve.';
    deps.ctx.log.warn({ err, workspaceId: send.workspaceId }, 'whatsapp: envio interrompido');
  }
  if (send.attempts >= OUTBOX_MAX_ATTEMPTS) retry = false;
  if (send.connection) await recordError(deps.ctx.db, send.workspaceId, reason, now);
  const wait = Math.max(backoffMs(send.attempts), graphError?.retryAfterMs ?? 0);
  return { reason, retryAt: retry ? new Date(now.getTime() + wait) : null };
}

async function failed(
  deps: WhatsappDeps,
  message: Claimed,
  connection: ChatWhatsappConnectionRow | null,
  err: unknown,
) {
  const { reason, retryAt } = await judgeSendFailure(deps, err, { ...message, connection });
  await finish(
    deps,
    message,
    retryAt
      ? { nextAttemptAt: retryAt, statusReason: `Tentando de novo: ${reason}` }
      : { status: 'failed', statusAt: deps.now(), statusReason: reason, nextAttemptAt: null },
  );
}

/** One round of the sender: a few conversations' head messages at once. */
export async function outboxRound(deps: WhatsappDeps) {
  const claimed = await claim(deps, 8);
  await Promise.all(claimed.map((m) => sendOne(deps, m)));
  // The next retry's time (the outbox index), so a backoff wakes the loop when due.
  const [next] = await deps.ctx.db
    .select({ at: sql<string | null>`min(${chatMessages.nextAttemptAt})` })
    .from(chatMessages)
    .where(eq(chatMessages.status, 'queued'));
  return {
    more: claimed.length > 0,
    processed: claimed.length,
    nextAt: next?.at ? new Date(next.at) : null,
  };
}
