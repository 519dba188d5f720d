import type { Message, MessagePage } from '@orbita/contracts/chats';
import { useQueries, useQuery } from '@tanstack/react-query';
import { conversationApi } from './conversation-api';
import { messagesKeys } from './keys';

/** Messages per page; the list loads the pages (blocks of seq) near the viewport only. */
export const BLOCK = 100;

/** Block b holds seqs b*BLOCK+1 … (b+1)*BLOCK. */
export const blockOf = (seq: number) => Math.floor((seq - 1) / BLOCK);

export interface Thread {
  /** The newest page has answered (lastSeq known). */
  ready: boolean;
  error: Error | null;
  refetch: () => void;
  lastSeq: number;
  readSeq: number;
  /** The message of a seq, when its page is loaded. */
  bySeq: Map<number, Message>;
  byId: Map<string, Message>;
}

/** The newest page: where the list starts, and lastSeq (the row count). */
export function useThreadHead(conversationId: string) {
  return useQuery({
    queryKey: messagesKeys.head(conversationId),
    queryFn: ({ signal }) => conversationApi.messages(conversationId, { limit: BLOCK }, { signal }),
  });
}

/**
 * A conversation of any length as rows 1…lastSeq: the newest page first (to start at the
 * bottom), then the pages of seq that cover `[from, to]` (the rows on screen plus overscan),
 * fetched with `after` and kept in the query cache; pages that leave the screen are
 * garbage-collected, so 50,000 messages cost what a few pages cost.
 */
export function useThreadPages(
  conversationId: string,
  head: ReturnType<typeof useThreadHead>,
  from: number,
  to: number,
): Thread {
  const page: MessagePage | undefined = head.data;
  const headFirst = page?.items[0]?.seq ?? Number.POSITIVE_INFINITY;
  const lastSeq = page?.lastSeq ?? 0;

  const blocks: number[] = [];
  if (page && page.hasBefore && lastSeq > 0) {
    const lo = blockOf(Math.max(1, Math.min(from, lastSeq)));
    const hi = blockOf(Math.max(1, Math.min(to, lastSeq)));
    // Pages wholly inside the newest page need no fetch of their own.
    for (let b = lo; b <= hi; b++) if (b * BLOCK + 1 < headFirst) blocks.push(b);
  }
  const pages = useQueries({
    queries: blocks.map((b) => ({
      queryKey: messagesKeys.block(conversationId, b),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        conversationApi.messages(conversationId, { after: b * BLOCK, limit: BLOCK }, { signal }),
      staleTime: 30_000,
    })),
  });

  // A few hundred messages at most: rebuilt on each render, cheaper than tracking identities.
  const bySeq = new Map<number, Message>();
  const byId = new Map<string, Message>();
  const add = (m: Message) => {
    bySeq.set(m.seq, m);
    byId.set(m.id, m);
  };
  for (const p of pages) p.data?.items.forEach(add);
  page?.items.forEach(add); // the newest page wins: it is refetched on every nudge

  return {
    ready: !!page,
    error: head.error,
    refetch: () => void head.refetch(),
    lastSeq,
    readSeq: page?.readSeq ?? 0,
    bySeq,
    byId,
  };
}
