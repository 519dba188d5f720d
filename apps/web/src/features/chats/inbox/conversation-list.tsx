import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { Box, CircularProgress, Skeleton } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useVirtualRows } from '../../../ui/use-virtual-rows';
import { chatsQueries, type InboxQuery } from '../api/queries';
import { chatPath } from '../lib/paths';
import { ConversationRow } from './conversation-row';

export const ROW_HEIGHT = 84;

/** "Now" for the rows' times and windows, moved on every minute (a window closes on its own). */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The inbox's conversations, newest message first, virtualized (10,000 conversations cost what
 * a screenful costs) and fetched page by page as the end comes near. Realtime nudges refetch
 * it (its key starts with `chat-conversations`), so a new message brings its conversation to
 * the top. Arrow keys move between rows, Home/End jump, Enter opens.
 */
export function ConversationList({
  query,
  search,
  selectedId,
  filtered,
  emptyAction,
}: {
  query: InboxQuery;
  /** The inbox's URL query, kept on the conversation links. */
  search: string;
  selectedId: string | null;
  filtered: boolean;
  emptyAction?: ReactNode;
}) {
  // Virtual rows change on every scroll: compiled memoization would show stale rows.
  'use no memo';
  const list = useInfiniteQuery(chatsQueries.conversations(query));
  const conversations = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const now = useMinute();
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({
    count: conversations.length,
    scroller: () => scroller.current,
    estimateSize: ROW_HEIGHT,
    overscan: 8,
    keyOf: (i) => conversations[i]!.id,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= conversations.length - 15)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, conversations.length]);

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(conversations.length - 1, index));
    virtual.scrollToIndex(target);
    // The row may mount only after the scroll: focus it on the next frame.
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLElement>(`[data-row="${target}"]`)?.focus(),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = Number(
      (event.target as HTMLElement).closest('[data-row]')?.getAttribute('data-row') ?? -1,
    );
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: conversations.length - 1,
    };
    if (!(event.key in moves) || conversations.length === 0) return;
    event.preventDefault();
    focusRow(moves[event.key]!);
  };

  if (list.isError)
    return (
      <Box sx={{ p: 2 }}>
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      </Box>
    );
  if (list.isPending)
    return (
      <Box role="status" aria-label="Carregando conversas" sx={{ display: 'grid', gap: 1, p: 1.5 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="90%" />
            </Box>
          </Box>
        ))}
      </Box>
    );
  if (conversations.length === 0)
    return (
      <Box sx={{ p: 1.5 }}>
        <EmptyState
          icon={<ForumOutlined />}
          title={filtered ? 'Nenhuma conversa com esses filtros' : 'Nenhuma conversa ainda'}
          action={filtered ? undefined : emptyAction}
        >
          {filtered
            ? 'Mude os filtros ou a busca para ver outras conversas.'
            : 'As mensagens do WhatsApp do espaço chegam aqui, e você conversa com a equipe no mesmo lugar. Comece uma conversa.'}
        </EmptyState>
      </Box>
    );

  return (
    <Box
      ref={scroller}
      role="list"
      aria-label="Conversas"
      onKeyDown={onKeyDown}
      sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}
    >
      <Box sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const conversation = conversations[item.index]!;
          return (
            <Box
              key={item.key}
              role="listitem"
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <ConversationRow
                conversation={conversation}
                to={chatPath(conversation.id, search)}
                selected={conversation.id === selectedId}
                index={item.index}
                now={now}
              />
            </Box>
          );
        })}
      </Box>
      {isFetchingNextPage && (
        <Box
          sx={{ display: 'grid', placeItems: 'center', py: 2 }}
          role="status"
          aria-label="Carregando mais conversas"
        >
          <CircularProgress size={24} />
        </Box>
      )}
    </Box>
  );
}
