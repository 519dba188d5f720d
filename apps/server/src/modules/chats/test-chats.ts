import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/bus';
import { apiClient } from '../../test/kit';
import { appendMessage } from './core/append';
import { contactForPhone, whatsappConversationFor } from './core/contacts';

/** The chats API for tests (`/api/app/comunicacao`). */
export const chatsApi = apiClient('/api/app/comunicacao');

/** A Brazilian mobile number nobody else in the run has (E.164). */
export const randomMobile = () =>
  `+55419${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * What the webhook worker does for an inbound message (H2's pipeline, here without the
 * Graph API): the number's contact, its WhatsApp conversation, the message appended and
 * `chats.message.received` emitted.
 */
export async function inbound(
  app: FastifyInstance,
  workspaceId: string,
  options: { phone?: string; name?: string; text?: string; at?: Date } = {},
) {
  return transaction(app.ctx, async (tx) => {
    const { contact } = await contactForPhone(
      tx,
      workspaceId,
      options.phone ?? randomMobile(),
      options.name ?? 'Cliente',
    );
    const conversation = await whatsappConversationFor(tx, workspaceId, contact.id);
    const { message, created } = await appendMessage(tx, {
      workspaceId,
      conversationId: conversation.id,
      direction: 'in',
      kind: 'text',
      text: options.text ?? 'Olá!',
      waMessageId: `wamid.${randomUUID()}`,
      createdAt: options.at ?? new Date(),
    });
    if (created)
      await emit(tx, 'chats.message.received', {
        workspaceId,
        actorId: null,
        conversationId: conversation.id,
        messageId: message.id,
        contactId: contact.id,
        kind: message.kind,
        text: message.text,
      });
    return { contact, conversation, message };
  });
}

export type TestDatabase = DatabaseHandle;
