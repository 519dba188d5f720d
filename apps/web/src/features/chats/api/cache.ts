import type { Conversation, ConversationPage } from '@orbita/contracts/chats';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatsQueries } from './queries';

type Pages = InfiniteData<ConversationPage, string | undefined>;

/*
 * Shared with the conversation screen (H4): this tab's own writes come back as realtime echoes,
 * which refetch nothing here (platform/realtime), so a write that changes what the inbox shows
 * (a message sent, a read point, an assignment) tells the cache itself.
 */

/** A conversation the server answered, written into its detail and every loaded list page. */
export function writeConversation(client: QueryClient, conversation: Conversation): void {
  client.setQueryData(chatsQueries.conversation(conversation.id).queryKey, conversation);
  client.setQueriesData<Pages>({ queryKey: chatsQueries.conversationLists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((c) => (c.id === conversation.id ? conversation : c)),
          })),
        }
      : data,
  );
}

/**
 * Read to the end: the unread badge of the row drops at once, and the totals (side menu,
 * dashboard) are read again.
 */
export function markConversationRead(client: QueryClient, conversationId: string): void {
  const clear = (c: Conversation) => (c.id === conversationId ? { ...c, unread: 0 } : c);
  client.setQueryData<Conversation>(
    chatsQueries.conversation(conversationId).queryKey,
    (c) => c && clear(c),
  );
  client.setQueriesData<Pages>({ queryKey: chatsQueries.conversationLists() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(clear) })) } : data,
  );
  void client.invalidateQueries({ queryKey: chatsQueries.unread().queryKey });
}

/** Something moved the order or the filters' answer (a message sent, a new chat): read again. */
export function refreshInbox(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: chatsQueries.conversationsAll() });
}
