import { chatContactsEntity, chatConversationsEntity } from '@orbita/contracts/chats';

/**
 * The conversation screen's query keys. A conversation and a contact start with their
 * realtime entities, so the shell's invalidation refreshes them on a nudge. The message
 * pages (`chat-thread`) deliberately do NOT start with `chat-messages`: a nudge about one
 * message would refetch every page of every open conversation; use-live-thread.ts refetches
 * only this conversation's pages on screen instead.
 * (H3's features/chats/api/ had no message keys when this was written: see
 * /work/notes/h4-to-h3.md.)
 */
export const messagesKeys = {
  thread: (conversationId: string) => ['chat-thread', conversationId] as const,
  head: (conversationId: string) => ['chat-thread', conversationId, 'head'] as const,
  block: (conversationId: string, block: number) =>
    ['chat-thread', conversationId, 'block', block] as const,
};

export const conversationKeys = {
  detail: (id: string) => [chatConversationsEntity, 'detail', id] as const,
  ofContact: (contactId: string) => [chatConversationsEntity, 'of-contact', contactId] as const,
  labels: () => [chatConversationsEntity, 'labels'] as const,
  contact: (id: string) => [chatContactsEntity, 'detail', id] as const,
  canned: () => ['chat-canned', 'list'] as const,
  templates: () => ['chat-templates', 'list'] as const,
  members: (workspaceId: string) => ['chat-members', workspaceId] as const,
  teams: (workspaceId: string) => ['chat-teams', workspaceId] as const,
  taskLists: () => ['chat-task-lists'] as const,
};
