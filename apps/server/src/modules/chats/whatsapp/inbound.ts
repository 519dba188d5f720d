import { flowEntities } from '@orbita/contracts';
import type { MessageKind, MessageStatus } from '@orbita/contracts/chats';
import { waIdToE164 } from '@orbita/contracts/phone';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { memberships } from '../../../platform/identity/schema';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { captureItemInTx } from '../../flow';
import { appendMessage } from '../core/append';
import { contactForPhone, whatsappConversationFor } from '../core/contacts';
import { chatMessages, chatReactions, type ChatWhatsappConnectionRow } from '../schema';
import {
  readWebhook,
  type NormalizedMessage,
  type NormalizedStatus,
  type WebhookBatch,
} from './graph/payloads';

/** What one webhook body did (the worker pokes the media downloader when `media` > 0). */
export interface InboundResult {
  created: number;
  media: number;
}

const kindOf = (m: NormalizedMessage): MessageKind =>
  m.kind === 'button' ? 'interactive' : m.kind === 'reaction' ? 'unsupported' : m.kind;

/** `#inbox algo` (any case, spaces around): the rest goes to the workspace's inbox. */
export function inboxCapture(text: string): string | null {
  const match = /^\s*#inbox(?:\s+|$)([\s\S]*)$/i.exec(text);
  const rest = match?.[1]?.trim();
  return rest ? rest : null;
}

type Card = {
  name?: { formatted_name?: string; first_name?: string };
  phones?: { phone?: string; wa_id?: string }[];
};

function payloadOf(m: NormalizedMessage): Record<string, unknown> | null {
  const payload: Record<string, unknown> = {};
  if (m.location) payload.location = m.location;
  if (m.contacts) {
    payload.contacts = m.contacts;
    payload.sharedContacts = (m.contacts as Card[]).map((c) => ({
      name: c.name?.formatted_name ?? c.name?.first_name ?? '',
      phones: (c.phones ?? []).map((p) => p.phone ?? p.wa_id ?? '').filter(Boolean),
    }));
  }
  if (m.choice) payload.choice = m.choice;
  if (m.forwarded) payload.forwarded = true;
  if (m.errors?.length) payload.errors = m.errors;
  if (m.kind === 'button') payload.button = true;
  return Object.keys(payload).length ? payload : null;
}

async function messageIdOfWa(tx: Tx, workspaceId: string, waMessageId: string) {
  const [row] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.workspaceId, workspaceId), eq(chatMessages.waMessageId, waMessageId)),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The workspace's Principal: who an inbox item brought in by `#inbox` is recorded as. */
async function ownerOf(tx: Tx, workspaceId: string): Promise<string | null> {
  const [owner] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'owner')))
    .limit(1);
  return owner?.userId ?? null;
}

async function contactOf(tx: Tx, workspaceId: string, batch: WebhookBatch, waId: string) {
  const phone = waIdToE164(waId);
  if (!('e164' in phone)) return null;
  const name = batch.contacts.find((c) => c.waId === waId)?.name ?? null;
  return (await contactForPhone(tx, workspaceId, phone.e164, name)).contact;
}

async function react(tx: Tx, workspaceId: string, batch: WebhookBatch, m: NormalizedMessage) {
  const target = await messageIdOfWa(tx, workspaceId, m.reaction!.messageId);
  const contact = target ? await contactOf(tx, workspaceId, batch, m.from) : null;
  if (!target || !contact) return;
  const actor = `contact:${contact.id}`;
  if (m.reaction!.emoji === '')
    await tx
      .delete(chatReactions)
      .where(and(eq(chatReactions.messageId, target), eq(chatReactions.actor, actor)));
  else
    await tx
      .insert(chatReactions)
      .values({ workspaceId, messageId: target, actor, emoji: m.reaction!.emoji })
      .onConflictDoUpdate({
        target: [chatReactions.messageId, chatReactions.actor],
        set: { emoji: m.reaction!.emoji, createdAt: sql`now()` },
      });
  const [conversation] = await tx
    .select({ id: chatMessages.conversationId })
    .from(chatMessages)
    .where(eq(chatMessages.id, target));
  publishAfterCommit(tx, workspaceId, {
    type: 'updated',
    entity: 'chat-messages',
    id: target,
    data: { id: target, conversationId: conversation!.id },
  });
}

/** One message from a contact: stored once (its WhatsApp id), with what it sets off. */
async function receive(
  tx: Tx,
  connection: ChatWhatsappConnectionRow,
  batch: WebhookBatch,
  m: NormalizedMessage,
  result: InboundResult,
) {
  const workspaceId = connection.workspaceId;
  if (m.kind === 'reaction' && m.reaction) return react(tx, workspaceId, batch, m);
  const contact = await contactOf(tx, workspaceId, batch, m.from);
  if (!contact) return;
  const conversation = await whatsappConversationFor(tx, workspaceId, contact.id);
  const replyToId = m.replyTo ? await messageIdOfWa(tx, workspaceId, m.replyTo) : null;
  const { message, created } = await appendMessage(tx, {
    workspaceId,
    conversationId: conversation.id,
    direction: 'in',
    kind: kindOf(m),
    text: m.text,
    media: m.media ? { ...m.media, status: 'pending' } : null,
    payload: payloadOf(m),
    replyToId,
    waMessageId: m.waMessageId,
    createdAt: m.timestamp,
  });
  // A retry of a message already stored: everything below happened the first time.
  if (!created) return;
  result.created++;
  if (m.media) {
    // The media downloader's queue: inbound messages with a due next_attempt_at.
    await tx
      .update(chatMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(chatMessages.id, message.id));
    result.media++;
  }
  const rest = inboxCapture(m.text);
  if (rest) {
    const owner = await ownerOf(tx, workspaceId);
    if (owner) {
      // A contact's words are never read as quick-add shorthand (dates, #tags, !priority).
      const item = await captureItemInTx(
        tx,
        { workspaceId, userId: owner },
        { content: rest.slice(0, 4000), parse: false },
      );
      publishAfterCommit(tx, workspaceId, {
        type: 'created',
        entity: flowEntities.item,
        id: item.id,
        data: item,
      });
    }
  }
  await emit(tx, 'chats.message.received', {
    workspaceId,
    actorId: null,
    conversationId: conversation.id,
    messageId: message.id,
    contactId: contact.id,
    kind: message.kind,
    text: message.text,
  });
}

const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Delivery states only move forward: sent → delivered → read; failed only before delivery. */
const earlierThan: Record<NormalizedStatus['status'], MessageStatus[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

async function applyStatus(tx: Tx, workspaceId: string, s: NormalizedStatus) {
  const failed = s.status === 'failed';
  const updated = await tx
    .update(chatMessages)
    .set({
      status: s.status,
      statusAt: s.timestamp,
      statusReason: failed ? (s.reason ?? 'O WhatsApp não entregou a mensagem.') : null,
      nextAttemptAt: null,
      lockedUntil: null,
    })
    .where(
      and(
        eq(chatMessages.workspaceId, workspaceId),
        eq(chatMessages.waMessageId, s.waMessageId),
        eq(chatMessages.direction, 'out'),
        inArray(chatMessages.status, earlierThan[s.status]),
      ),
    )
    .returning({ id: chatMessages.id, conversationId: chatMessages.conversationId });
  if (updated.length === 0) {
    // Not known by its wa id: a send cut by a crash after Meta accepted it (outbox.ts) —
    // Meta echoes our message id in biz_opaque_callback_data; the row is still queued.
    const ours = (s.raw as { biz_opaque_callback_data?: unknown } | null)?.biz_opaque_callback_data;
    if (typeof ours === 'string' && uuidRe.test(ours))
      updated.push(
        ...(await tx
          .update(chatMessages)
          .set({
            status: s.status,
            statusAt: s.timestamp,
            statusReason: failed ? (s.reason ?? 'O WhatsApp não entregou a mensagem.') : null,
            waMessageId: s.waMessageId,
            nextAttemptAt: null,
            lockedUntil: null,
          })
          .where(
            and(
              eq(chatMessages.workspaceId, workspaceId),
              eq(chatMessages.id, ours),
              eq(chatMessages.direction, 'out'),
              eq(chatMessages.status, 'queued'),
              isNull(chatMessages.waMessageId),
            ),
          )
          .returning({ id: chatMessages.id, conversationId: chatMessages.conversationId })),
      );
  }
  for (const row of updated)
    publishAfterCommit(tx, workspaceId, {
      type: 'updated',
      entity: 'chat-messages',
      id: row.id,
      data: { id: row.id, conversationId: row.conversationId },
    });
}

/**
 * One stored webhook body, inside the worker's transaction: messages (in the body's order),
 * then statuses. Idempotent: appendMessage stores a WhatsApp id once, reactions are keyed
 * by (message, contact), statuses only move forward — a body processed twice (after a crash)
 * changes nothing the second time. Batches for another phone number are ignored.
 */
export async function processWebhookBody(
  tx: Tx,
  connection: ChatWhatsappConnectionRow,
  body: unknown,
): Promise<InboundResult> {
  const result: InboundResult = { created: 0, media: 0 };
  for (const batch of readWebhook(body)) {
    if (batch.phoneNumberId !== connection.phoneNumberId) continue;
    for (const m of batch.messages) await receive(tx, connection, batch, m, result);
    for (const s of batch.statuses) await applyStatus(tx, connection.workspaceId, s);
  }
  return result;
}
