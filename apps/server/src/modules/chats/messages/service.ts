import {
  chatMessages as texts,
  type MessageKind,
  type messagesQuerySchema,
  type sendMessageBodySchema,
} from '@orbita/contracts/chats';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { afterCommit, transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findInWorkspace } from '../../../platform/scope';
import { mediaFiles, recordUsage } from '../../media';
import { conversationFor, messageFor, type Member } from '../access';
import { appendMessage } from '../core/append';
import { windowOpen } from '../core/window';
import {
  chatMessages,
  chatParticipants,
  chatReads,
  type ChatConversationRow,
  type ChatMessageRow,
} from '../schema';
import { approvedTemplate, connectionOf, pokeOutbox, renderTemplate } from '../whatsapp';

type PageQuery = z.output<typeof messagesQuerySchema>;
type SendBody = z.output<typeof sendMessageBodySchema>;

export const onlyFailedRetry = 'Só mensagens que falharam podem ser reenviadas.';
export const templateOnlyWhatsapp = 'Modelos só podem ser enviados em conversas do WhatsApp.';

/** A page of messages in seq order: the newest, or before/after a seq; with the caller's read point. */
export async function messagePage(
  q: Queryable,
  member: Member,
  conversationId: string,
  query: PageQuery,
) {
  const conversation = await conversationFor(q, member, conversationId);
  const inConversation = eq(chatMessages.conversationId, conversation.id);
  let rows: ChatMessageRow[];
  if (query.after !== undefined) {
    rows = await q
      .select()
      .from(chatMessages)
      .where(and(inConversation, gt(chatMessages.seq, query.after)))
      .orderBy(asc(chatMessages.seq))
      .limit(query.limit + 1);
  } else {
    rows = await q
      .select()
      .from(chatMessages)
      .where(
        and(
          inConversation,
          query.before !== undefined ? lt(chatMessages.seq, query.before) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .limit(query.limit + 1);
  }
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (query.after === undefined) page.reverse();
  const [read] = await q
    .select({ readSeq: chatReads.readSeq })
    .from(chatReads)
    .where(and(eq(chatReads.conversationId, conversation.id), eq(chatReads.userId, member.userId)));
  const first = page[0]?.seq;
  const last = page.at(-1)?.seq;
  return {
    conversation,
    rows: page,
    hasBefore: query.after === undefined ? more : first !== undefined && first > 1,
    hasAfter: query.after !== undefined ? more : last !== undefined && last < conversation.lastSeq,
    lastSeq: conversation.lastSeq,
    readSeq: read?.readSeq ?? 0,
  };
}

const mediaKind = (kind: string): MessageKind =>
  kind === 'image' || kind === 'video' || kind === 'audio' ? kind : 'document';

/** The message replied to must be of the same conversation. */
async function assertReplyTo(tx: Tx, conversationId: string, replyToId: string | null) {
  if (!replyToId) return;
  const [found] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, replyToId)));
  if (!found) throw AppError.notFound(texts.messageNotFound);
}

/**
 * The WhatsApp rules of a send: a connection (409), free-form text and media only inside
 * the 24 h window (422, pt-BR reason), templates only when approved (422). Team chats and
 * notes have no rules.
 */
async function whatsappRules(tx: Tx, conversation: ChatConversationRow, body: SendBody) {
  if (body.kind === 'template' && conversation.kind !== 'whatsapp')
    throw new AppError(422, 'validation', templateOnlyWhatsapp);
  if (conversation.kind !== 'whatsapp' || body.kind === 'note') return null;
  if (!(await connectionOf(tx, conversation.workspaceId)))
    throw new AppError(409, 'not_connected', texts.notConnected);
  if (body.kind === 'template') {
    const template = await approvedTemplate(tx, conversation.workspaceId, body.name, body.language);
    if (!template) throw new AppError(422, 'template_not_approved', texts.templateNotApproved);
    return template;
  }
  if (!windowOpen(conversation)) throw new AppError(422, 'window_closed', texts.windowClosed);
  return null;
}

/**
 * A member sends (text, media, template) or writes a note. `clientId` makes a retried send
 * land once: the message already stored under it is returned as is (even after the window
 * closed). An outbound WhatsApp message is queued (the outbox row) and the sender poked
 * after commit; a team chat message and a note never touch the outbox.
 */
export async function sendMessage(
  ctx: AppContext,
  member: Member,
  conversationId: string,
  body: SendBody,
): Promise<{ message: ChatMessageRow; conversation: ChatConversationRow; created: boolean }> {
  return transaction(ctx, async (tx) => {
    const conversation = await conversationFor(tx, member, conversationId, true);
    const [existing] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          eq(chatMessages.clientId, body.clientId),
        ),
      );
    if (existing) return { message: existing, conversation, created: false };

    const template = await whatsappRules(tx, conversation, body);
    const replyToId = 'replyToId' in body ? body.replyToId : null;
    await assertReplyTo(tx, conversation.id, replyToId);
    let kind: MessageKind = 'text';
    let text = body.kind === 'media' ? body.caption : body.kind === 'template' ? '' : body.text;
    let mediaFileId: string | null = null;
    let payload: Record<string, unknown> | null = null;
    if (body.kind === 'media') {
      const file = await findInWorkspace(
        tx,
        mediaFiles,
        member,
        body.fileId,
        'Arquivo não encontrado.',
      );
      kind = mediaKind(file.kind);
      mediaFileId = file.id;
    }
    if (body.kind === 'template') {
      kind = 'template';
      text = renderTemplate(template!.body, body.parameters);
      payload = {
        template: { name: body.name, language: body.language, parameters: body.parameters },
      };
    }
    const { message, created } = await appendMessage(tx, {
      workspaceId: member.workspaceId,
      conversationId: conversation.id,
      direction: body.kind === 'note' ? 'note' : 'out',
      kind,
      text,
      authorId: member.userId,
      mediaFileId,
      payload,
      replyToId,
      clientId: body.clientId,
    });
    if (!created) return { message, conversation, created };
    if (mediaFileId)
      await recordUsage(tx, mediaFileId, {
        workspaceId: member.workspaceId,
        module: 'chats',
        kind: 'message',
        id: message.id,
        label: 'Mensagem de conversa',
      });
    const participants =
      conversation.kind === 'whatsapp'
        ? []
        : (
            await tx
              .select({ userId: chatParticipants.userId })
              .from(chatParticipants)
              .where(eq(chatParticipants.conversationId, conversation.id))
          ).map((p) => p.userId);
    await emit(tx, 'chats.message.sent', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      conversationId: conversation.id,
      messageId: message.id,
      direction: message.direction === 'note' ? 'note' : 'out',
      participantIds: participants,
    });
    if (message.status === 'queued') afterCommit(tx, (c) => pokeOutbox(c));
    return { message, conversation, created };
  });
}

/** A failed outbound WhatsApp message back in the outbox (same row, attempts from zero). */
export async function retryMessage(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<{ message: ChatMessageRow; conversation: ChatConversationRow }> {
  return transaction(ctx, async (tx) => {
    const { message, conversation } = await messageFor(tx, member, id);
    if (message.direction !== 'out' || message.status !== 'failed')
      throw AppError.conflict(onlyFailedRetry);
    if (message.kind !== 'template' && !windowOpen(conversation))
      throw new AppError(422, 'window_closed', texts.windowClosed);
    const [updated] = await tx
      .update(chatMessages)
      .set({
        status: 'queued',
        statusReason: null,
        statusAt: new Date(),
        attempts: 0,
        nextAttemptAt: new Date(),
        lockedUntil: null,
      })
      .where(and(eq(chatMessages.id, message.id), eq(chatMessages.status, 'failed')))
      .returning();
    if (!updated) throw AppError.conflict(onlyFailedRetry);
    afterCommit(tx, (c) => pokeOutbox(c));
    return { message: updated, conversation };
  });
}
