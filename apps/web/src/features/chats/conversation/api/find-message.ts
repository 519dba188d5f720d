import type { MessagePage } from '@orbita/contracts/chats';
import type { QueryClient } from '@tanstack/react-query';
import { conversationApi } from './conversation-api';
import { messagesKeys } from './keys';
import { BLOCK, blockOf } from './use-thread';

/** How far back a quoted message is looked for (pages of BLOCK): 3,000 messages. */
export const QUOTE_SEARCH_PAGES = 30;

/**
 * The seq of a message of the conversation, for a reply quote whose original is not on
 * screen: the pages are read newest first (through the same cache the list uses, so they are
 * not fetched again when it scrolls there), a bounded number of them. Null when not found.
 */
export async function findMessageSeq(
  client: QueryClient,
  conversationId: string,
  messageId: string,
): Promise<number | null> {
  const head = client.getQueryData<MessagePage>(messagesKeys.head(conversationId));
  const inHead = head?.items.find((m) => m.id === messageId);
  if (inHead) return inHead.seq;
  if (!head || head.lastSeq === 0) return null;
  const newest = blockOf(head.lastSeq);
  for (let b = newest; b >= 0 && b > newest - QUOTE_SEARCH_PAGES; b--) {
    const page = await client.fetchQuery({
      queryKey: messagesKeys.block(conversationId, b),
      queryFn: ({ signal }) =>
        conversationApi.messages(conversationId, { after: b * BLOCK, limit: BLOCK }, { signal }),
      staleTime: 30_000,
    });
    const found = page.items.find((m) => m.id === messageId);
    if (found) return found.seq;
  }
  return null;
}
