import type { Message, MessagePage } from '@orbita/contracts/chats';
import type { QueryClient } from '@tanstack/react-query';
import { messagesKeys } from './keys';

/**
 * A message the server answered with (retry, reaction) replaces its copy in every loaded page
 * of its conversation at once: the screen shows the new state without waiting for a refetch,
 * and a second click on a stale "Tentar de novo" cannot happen.
 */
export function writeMessage(client: QueryClient, message: Message): void {
  client.setQueriesData<MessagePage>(
    { queryKey: messagesKeys.thread(message.conversationId) },
    (page) =>
      page && page.items.some((m) => m.id === message.id)
        ? { ...page, items: page.items.map((m) => (m.id === message.id ? message : m)) }
        : page,
  );
}
