import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { users } from '../../platform/identity/schema';
import { previewOf } from './presenter';
import { chatContacts, chatConversations, chatMessages } from './schema';

/** What a notification about a conversation (and one of its messages) says. */
export interface ChatNoticeBrief {
  kind: 'whatsapp' | 'direct' | 'group';
  /** The contact's name (WhatsApp), the group's title, or null (direct chat). */
  title: string | null;
  assigneeId: string | null;
  /** The message's plain-text preview and its author's name (contact or member), if asked. */
  preview: string | null;
  authorName: string | null;
  link: string;
}

/**
 * For communication's notifications of chats (notify-on-chats.ts): names and a preview
 * read inside the event's transaction, scoped to the event's workspace. Texts are plain
 * text (the notification shows them as text).
 */
export async function chatNoticeBrief(
  q: Queryable,
  workspaceId: string,
  conversationId: string,
  messageId?: string,
): Promise<ChatNoticeBrief | null> {
  const [found] = await q
    .select({ conversation: chatConversations, contactName: chatContacts.name })
    .from(chatConversations)
    .leftJoin(chatContacts, eq(chatContacts.id, chatConversations.contactId))
    .where(
      and(eq(chatConversations.workspaceId, workspaceId), eq(chatConversations.id, conversationId)),
    )
    .limit(1);
  if (!found) return null;
  const { conversation } = found;
  let preview: string | null = null;
  let authorName: string | null = null;
  if (messageId) {
    const [message] = await q
      .select({
        text: chatMessages.text,
        kind: chatMessages.kind,
        direction: chatMessages.direction,
        authorName: users.name,
      })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.authorId))
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, messageId)))
      .limit(1);
    if (message) {
      preview = previewOf(message);
      authorName = message.direction === 'in' ? found.contactName : message.authorName;
    }
  }
  return {
    kind: conversation.kind,
    title: conversation.kind === 'whatsapp' ? (found.contactName ?? 'Contato') : conversation.title,
    assigneeId: conversation.assigneeId,
    preview,
    authorName,
    link: `/comunicacao/chat/${conversation.id}`,
  };
}
