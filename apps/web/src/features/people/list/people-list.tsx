import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import { Box, CircularProgress, Paper } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useScreenFill } from '../../../ui/use-screen-fill';
import { useVirtualRows } from '../../../ui/use-virtual-rows';
import { peopleQueries, type PeopleFilter } from '../api/queries';
import { HeaderRow, minWidth, PersonCard, TableRowView, type PeopleSort } from './people-rows';

const ROW = 48;
const CARD = 150;
const CARD_MIN = 280;

/** The scroller's width, for how many cards fit in a row. */
function useWidth(element: HTMLDivElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    // The observer reports the first size too; jsdom has none (one card a row there).
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The people of the filters, a table or cards, rendered only while on screen (50,000 rows
 * scroll as smoothly as 50) with the next keyset page asked as the end comes near.
 */
export function PeopleList({
  filter,
  sort,
  onSort,
  view,
  filtered,
  empty,
}: {
  filter: PeopleFilter;
  sort: PeopleSort;
  onSort: (s: PeopleSort) => void;
  view: 'tabela' | 'cartoes';
  filtered: boolean;
  empty: ReactNode;
}) {
  // Virtual rows change on every scroll: compiled memoization would show stale rows.
  'use no memo';
  const query = useInfiniteQuery(peopleQueries.list({ ...filter, ...sort }));
  const people = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [fillHeight, setFillElement] = useScreenFill<HTMLDivElement>({ xs: 300, md: 250 });
  const width = useWidth(scroller);
  const table = view === 'tabela';
  const perRow = table ? 1 : Math.max(1, Math.floor((width || CARD_MIN) / CARD_MIN));
  const rowCount = Math.ceil(people.length / perRow);
  const virtual = useVirtualRows({
    count: rowCount,
    scroller: () => scroller,
    estimateSize: table ? ROW : CARD + 12,
    overscan: table ? 12 : 4,
    keyOf: (i) => `${perRow}:${people[i * perRow]?.id ?? i}`,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rowCount - 15) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, rowCount]);

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isSuccess && people.length === 0)
    return filtered ? (
      <EmptyState icon={<PeopleOutline />} title="Ninguém encontrado">
        Mude a busca ou os filtros.
      </EmptyState>
    ) : (
      empty
    );

  return (
    <Paper
      ref={setFillElement}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: fillHeight, minHeight: 320 }}
    >
      <Box
        ref={setScroller}
        sx={{ overflow: 'auto', flex: 1, minHeight: 0 }}
        role={table ? 'table' : 'list'}
        aria-label="Pessoas"
        aria-rowcount={table ? (hasNextPage ? -1 : people.length + 1) : undefined}
        aria-busy={query.isPending}
      >
        {table && <HeaderRow sort={sort} onSort={onSort} />}
        {query.isPending ? (
          <Box
            sx={{ display: 'grid', placeItems: 'center', py: 6 }}
            role="status"
            aria-label="Carregando pessoas"
          >
            <CircularProgress />
          </Box>
        ) : (
          <Box
            sx={{
              height: virtual.getTotalSize(),
              position: 'relative',
              minWidth: table ? minWidth : undefined,
            }}
          >
            {items.map((row) =>
              table ? (
                <Box
                  key={row.key}
                  sx={{ position: 'absolute', top: row.start, left: 0, right: 0, height: ROW }}
                >
                  <TableRowView person={people[row.index]!} index={row.index} />
                </Box>
              ) : (
                <Box
                  key={row.key}
                  sx={{
                    position: 'absolute',
                    top: row.start,
                    left: 0,
                    right: 0,
                    height: CARD + 12,
                    px: 1,
                    pt: 1.5,
                    display: 'grid',
                    gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
                    gap: 1.5,
                  }}
                >
                  {people.slice(row.index * perRow, row.index * perRow + perRow).map((p) => (
                    <Box key={p.id} role="listitem" sx={{ height: CARD, minWidth: 0 }}>
                      <PersonCard person={p} />
                    </Box>
                  ))}
                </Box>
              ),
            )}
          </Box>
        )}
        {isFetchingNextPage && (
          <Box
            sx={{ display: 'grid', placeItems: 'center', py: 1 }}
            role="status"
            aria-label="Carregando mais pessoas"
          >
            <CircularProgress size={20} />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
