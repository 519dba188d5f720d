import { Box, Button, Stack, Typography } from '@mui/material';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useVirtualRows } from '../../../ui/use-virtual-rows';

/** Above this many loaded cards a column renders only what is on screen. */
export const VIRTUALIZE_FROM = 60;

export interface BoardCardsProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** One card (a sortable one: the column's SortableContext holds every id). */
  renderCard: (item: T) => ReactNode;
  /** Said in an empty column; null says nothing (while the column loads). */
  emptyText: string | null;
  hasMore?: boolean;
  onLoadMore?: () => void;
}

function VirtualCards<T>({
  items,
  keyOf,
  renderCard,
  hasMore,
  onLoadMore,
}: Omit<BoardCardsProps<T>, 'emptyText'>) {
  // Virtual rows change on every scroll: compiled memoization would show stale cards.
  'use no memo';
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({
    count: items.length,
    scroller: () => scroller.current,
    estimateSize: 110,
    overscan: 6,
    gap: 8,
    keyOf: (i) => keyOf(items[i]!),
  });
  const rows = virtual.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  // Near the end of what is loaded: fetch the next page (cursor) before the user gets there.
  useEffect(() => {
    if (hasMore && lastIndex >= items.length - 10) onLoadMore?.();
  }, [hasMore, lastIndex, items.length, onLoadMore]);
  return (
    <Box ref={scroller} sx={{ overflowY: 'auto', flex: 1, minHeight: 0, px: 1, pb: 1 }}>
      <Box sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => (
          <Box
            key={row.key}
            data-index={row.index}
            ref={virtual.measureElement}
            sx={{ position: 'absolute', top: row.start, left: 0, right: 0 }}
          >
            {renderCard(items[row.index]!)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The cards of one board column (task kanban, process board), below its header. Past
 * VIRTUALIZE_FROM cards only those on screen are in the DOM: dnd-kit re-renders and measures
 * every mounted sortable at each drag step, and 2,000 of them made a drag take seconds.
 */
export function BoardCards<T>({ emptyText, ...props }: BoardCardsProps<T>) {
  const { items, keyOf, renderCard, hasMore, onLoadMore } = props;
  if (items.length > VIRTUALIZE_FROM) return <VirtualCards {...props} />;
  return (
    <Stack spacing={1} sx={{ overflowY: 'auto', flex: 1, minHeight: 60, px: 1, pb: 1 }}>
      {items.map((item) => (
        <Fragment key={keyOf(item)}>{renderCard(item)}</Fragment>
      ))}
      {items.length === 0 && emptyText !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {emptyText}
        </Typography>
      )}
      {hasMore && (
        <Button size="small" onClick={onLoadMore}>
          Carregar mais
        </Button>
      )}
    </Stack>
  );
}
