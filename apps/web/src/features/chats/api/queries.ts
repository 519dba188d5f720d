import {
  chatContactsEntity,
  chatConversationsEntity,
  type ConversationsQuery,
} from '@orbita/contracts/chats';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { chatsApi } from './chats-api';

/** The inbox's filters as the list asks the API (only what is set; defaults left out). */
export type InboxQuery = Omit<ConversationsQuery, 'cursor' | 'limit'>;
export type ContactsFilter = { q?: string; tag?: string };

/** Canned responses and the WhatsApp connection have no realtime entity: their own prefix. */
export const chatCannedKey = 'chat-canned';
export const chatWhatsappKey = 'chat-whatsapp';

/**
 * The one key factory of chats (the conversation screen imports it too). Keys start with the
 * realtime entities the server nudges (`chat-conversations`, `chat-contacts`), so a message
 * that arrives (its `chat-conversations` nudge) refetches the inbox's list and the unread
 * counts in every tab (platform/realtime), and the list comes back newest first.
 */
export const chatsQueries = {
  conversationsAll: () => [chatConversationsEntity] as const,
  conversationLists: () => [chatConversationsEntity, 'list'] as const,
  conversations: (filters: InboxQuery) =>
    infiniteQueryOptions({
      queryKey: [chatConversationsEntity, 'list', filters] as const,
      queryFn: ({ pageParam, signal }) =>
        chatsApi.conversations({ ...filters, cursor: pageParam }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  conversation: (id: string) =>
    queryOptions({
      queryKey: [chatConversationsEntity, 'detail', id] as const,
      queryFn: ({ signal }) => chatsApi.conversation(id, { signal }),
    }),
  /** The side menu's badge and the dashboard's figures. */
  unread: () =>
    queryOptions({
      queryKey: [chatConversationsEntity, 'unread'] as const,
      queryFn: ({ signal }) => chatsApi.unread({ signal }),
    }),
  labels: () =>
    queryOptions({
      queryKey: [chatConversationsEntity, 'labels'] as const,
      queryFn: ({ signal }) => chatsApi.labels({ signal }),
      staleTime: 30_000,
    }),

  contactsAll: () => [chatContactsEntity] as const,
  contactLists: () => [chatContactsEntity, 'list'] as const,
  contacts: (filter: ContactsFilter) =>
    infiniteQueryOptions({
      queryKey: [chatContactsEntity, 'list', filter] as const,
      queryFn: ({ pageParam, signal }) =>
        chatsApi.contacts({ ...filter, cursor: pageParam }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  contact: (id: string) =>
    queryOptions({
      queryKey: [chatContactsEntity, 'detail', id] as const,
      queryFn: ({ signal }) => chatsApi.contact(id, { signal }),
    }),
  duplicates: () =>
    queryOptions({
      queryKey: [chatContactsEntity, 'duplicates'] as const,
      queryFn: ({ signal }) => chatsApi.duplicates({ signal }),
    }),

  canned: () =>
    queryOptions({
      queryKey: [chatCannedKey, 'list'] as const,
      queryFn: ({ signal }) => chatsApi.canned({ signal }),
    }),

  whatsapp: () =>
    queryOptions({
      queryKey: [chatWhatsappKey, 'connection'] as const,
      queryFn: ({ signal }) => chatsApi.whatsapp({ signal }),
    }),
  templates: () =>
    queryOptions({
      queryKey: [chatWhatsappKey, 'templates'] as const,
      queryFn: ({ signal }) => chatsApi.templates({ signal }),
    }),
};
