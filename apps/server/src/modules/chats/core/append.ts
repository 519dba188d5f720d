import type { MessageDirection, MessageKind, MessageStatus } from '@orbita/contracts/chats';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import {
  chatContacts,
  chatConversations,
  chatMessages,
  chatReads,
  type ChatConversationRow,
  type ChatMessageRow,
} from '../schema';

export interface AppendInput {
  workspaceId: string;
  conversationId: string;
  direction: MessageDirection;
  kind: MessageKind;
  text: string;
  authorId?: string | null;
  mediaFileId?: string | null;
  media?: Record<string, unknown> | null;
  payload?: Record<string, unknown> | null;
  replyToId?: string | null;
  waMessageId?: string | null;
  clientId?: string | null;
  /** Omitted: 'queued' for an outbound WhatsApp message (the outbox row), else null. */
  status?: MessageStatus | null;
  /** Inbound: WhatsApp's timestamp. Default now. */
  createdAt?: Date;
}

export class ConversationMissingError extends Error {
  constructor(id: string) {
    super(`conversa ${id} não existe neste espaço`);
    this.name = 'ConversationMissingError';
  }
}

/** The existing message a retried delivery (same WhatsApp id) or a retried send (same clientId) refers to. */
async function existingOf(tx: Tx, input: AppendInput): Promise<ChatMessageRow | null> {
  if (input.waMessageId) {
    const [row] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.workspaceId, input.workspaceId),
          eq(chatMessages.waMessageId, input.waMessageId),
        ),
      )
      .limit(1);
    if (row) return row;
  }
  if (input.clientId) {
    const [row] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, input.conversationId),
          eq(chatMessages.clientId, input.clientId),
        ),
      )
      .limit(1);
    if (row) return row;
  }
  return null;
}

/** Locks the conversation row: the one lock every append of the conversation takes, so seqs never gap. */
export async function lockConversation(
  tx: Tx,
  workspaceId: string,
  conversationId: string,
): Promise<ChatConversationRow> {
  const [conversation] = await tx
    .select()
    .from(chatConversations)
    .where(
      and(eq(chatConversations.workspaceId, workspaceId), eq(chatConversations.id, conversationId)),
    )
    .for('update')
    .limit(1);
  if (!conversation) throw new ConversationMissingError(conversationId);
  return conversation;
}

/**
 * THE way a message enters a conversation (the webhook worker, the outbox's bookkeeping and
 * the members' sends all come here). Under the conversation's row lock: a WhatsApp id or a
 * composer's clientId already stored returns that row (`created: false`, nothing written —
 * Meta's retries and a double-clicked send land once); otherwise the message takes
 * seq = last_seq + 1, and the conversation's last message, activity and (inbound) 24 h
 * window move. The author's own message is read by them. Realtime nudges (ids only) go
 * out after commit. `tx` must come from `transaction(ctx, …)`.
 */
export async function appendMessage(
  tx: Tx,
  input: AppendInput,
): Promise<{ message: ChatMessageRow; created: boolean; conversation: ChatConversationRow }> {
  const conversation = await lockConversation(tx, input.workspaceId, input.conversationId);
  const existing = await existingOf(tx, input);
  if (existing) return { message: existing, created: false, conversation };

  const createdAt = input.createdAt ?? new Date();
  const now = new Date();
  const seq = conversation.lastSeq + 1;
  const outbox = conversation.kind === 'whatsapp' && input.direction === 'out';
  const status = input.status === undefined ? (outbox ? 'queued' : null) : input.status;
  const [message] = await tx
    .insert(chatMessages)
    .values({
      workspaceId: input.workspaceId,
      conversationId: input.conversationId,
      seq,
      direction: input.direction,
      kind: input.kind,
      text: input.text,
      authorId: input.authorId ?? null,
      mediaFileId: input.mediaFileId ?? null,
      media: input.media ?? null,
      payload: input.payload ?? null,
      replyToId: input.replyToId ?? null,
      waMessageId: input.waMessageId ?? null,
      clientId: input.clientId ?? null,
      status,
      statusAt: status ? now : null,
      nextAttemptAt: status === 'queued' ? now : null,
      createdAt,
      storedAt: now,
    })
    // A safety net only: the lock and the lookup above already settled duplicates.
    .onConflictDoNothing()
    .returning();
  if (!message) {
    const raced = await existingOf(tx, input);
    if (raced) return { message: raced, created: false, conversation };
    throw new Error(`seq ${seq} da conversa ${input.conversationId} já existe`);
  }

  const inbound = input.direction === 'in';
  const [updated] = await tx
    .update(chatConversations)
    .set({
      lastSeq: seq,
      lastMessageId: message.id,
      lastMessageAt: sql`greatest(${chatConversations.lastMessageAt}, ${createdAt.toISOString()}::timestamptz)`,
      ...(inbound
        ? {
            lastInboundAt: sql`greatest(${chatConversations.lastInboundAt}, ${createdAt.toISOString()}::timestamptz)`,
            status: 'open' as const,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(chatConversations.id, conversation.id))
    .returning();

  if (conversation.contactId && input.direction !== 'note') {
    await tx
      .update(chatContacts)
      .set({
        lastMessageAt: sql`greatest(${chatContacts.lastMessageAt}, ${createdAt.toISOString()}::timestamptz)`,
      })
      .where(eq(chatContacts.id, conversation.contactId));
  }
  if (input.authorId) await markRead(tx, input.workspaceId, conversation.id, input.authorId, seq);

  publishAfterCommit(
    tx,
    input.workspaceId,
    {
      type: 'created',
      entity: 'chat-messages',
      id: message.id,
      data: { id: message.id, conversationId: conversation.id },
    },
    {
      type: 'updated',
      entity: 'chat-conversations',
      id: conversation.id,
      data: { id: conversation.id },
    },
  );
  return { message, created: true, conversation: updated ?? conversation };
}

/** Moves a member's read point forward to `seq` (never backwards). */
export async function markRead(
  tx: Tx,
  workspaceId: string,
  conversationId: string,
  userId: string,
  seq: number,
): Promise<void> {
  await tx
    .insert(chatReads)
    .values({ workspaceId, conversationId, userId, readSeq: seq })
    .onConflictDoUpdate({
      target: [chatReads.conversationId, chatReads.userId],
      set: {
        readSeq: sql`greatest(${chatReads.readSeq}, excluded.read_seq)`,
        updatedAt: sql`now()`,
      },
    });
}
