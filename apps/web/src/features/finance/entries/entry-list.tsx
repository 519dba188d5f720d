import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Box as FinanceBox, Category, Entry, EntryFilters } from '@orbita/contracts/finance';
import {
  Box,
  CircularProgress,
  Paper,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { notify } from '../../../platform/toasts';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { financeApi } from '../api/finance-api';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { financeQueries } from '../api/queries';
import { reportServerError } from '../shared/server-errors';
import { useVirtualRows } from '../../../ui/use-virtual-rows';
import { useAttachmentCounts } from './entry-attachments-api';
import { entryColumns, EntryRow } from './entry-row';
import { useScreenFill } from '../../../ui/use-screen-fill';

/**
 * The entries, newest first, paged by cursor and rendered only while on screen, so a
 * workspace with a million entries scrolls as lightly as one with ten.
 */
export function EntryList({
  filters,
  boxes,
  categories,
  canWrite,
  onEdit,
  onDelete,
}: {
  filters: EntryFilters;
  boxes: FinanceBox[];
  categories: Category[];
  canWrite: boolean;
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
}) {
  // Virtual rows change on every scroll: compiled memoization would show stale rows.
  'use no memo';
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const query = useInfiniteQuery(financeQueries.entries(filters));
  const entries = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const attachments = useAttachmentCounts(query.data?.pages ?? []);
  const boxNames = useMemo(() => new Map(boxes.map((b) => [b.id, b.name])), [boxes]);
  const categoryNames = useMemo(
    () => new Map(categories.map((c) => [c.id, c.fullName])),
    [categories],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // Measured like flow's boards: a guessed offset let "Coletar" cover the last row when the
  // filters above wrapped (360 px) or opened.
  const [fillHeight, setFillElement] = useScreenFill<HTMLDivElement>({ xs: 260, md: 300 });
  const rowHeight = narrow ? 72 : 52;
  const virtual = useVirtualRows({
    count: entries.length,
    scroller: () => scroller.current,
    estimateSize: rowHeight,
    overscan: 10,
    keyOf: (i) => entries[i]!.id,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= entries.length - 20)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, entries.length]);
  const toggle = useFinanceMutation(
    (entry: Entry) =>
      financeApi.updateEntry(entry.id, { status: entry.status === 'paid' ? 'pending' : 'paid' }),
    financeWrites.entry,
  );

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending)
    return (
      <Box role="status" aria-label="Carregando lançamentos" sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Box>
    );
  if (entries.length === 0)
    return (
      <EmptyState
        icon={<ReceiptLongOutlined />}
        title={
          Object.values(filters).some(Boolean)
            ? 'Nenhum lançamento com esses filtros'
            : 'Nenhum lançamento ainda'
        }
      >
        Receitas e despesas de todas as caixas aparecem aqui, das mais recentes para as mais
        antigas.
      </EmptyState>
    );

  return (
    <Paper
      ref={setFillElement}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: fillHeight, minHeight: 380 }}
    >
      {!narrow && (
        <Box
          role="row"
          sx={{
            display: 'grid',
            gridTemplateColumns: entryColumns,
            gap: 1,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          {['Data', 'Descrição', 'Categoria', 'Caixa', 'Situação', 'Valor', ''].map((label, i) => (
            <Typography
              key={i}
              role="columnheader"
              variant="caption"
              sx={{ fontWeight: 600, textAlign: label === 'Valor' ? 'right' : 'left' }}
            >
              {label}
            </Typography>
          ))}
        </Box>
      )}
      <Box
        ref={scroller}
        role={narrow ? 'list' : 'rowgroup'}
        aria-label="Lançamentos"
        sx={{ overflow: 'auto', flex: 1, minHeight: 0 }}
      >
        <Box sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const entry = entries[item.index]!;
            return (
              <Box
                key={item.key}
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: rowHeight,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <EntryRow
                  entry={entry}
                  narrow={narrow}
                  boxName={boxNames.get(entry.boxId) ?? '—'}
                  categoryName={
                    (entry.categoryId && categoryNames.get(entry.categoryId)) || 'Sem categoria'
                  }
                  canWrite={canWrite}
                  attachmentCount={attachments.get(entry.id)}
                  onEdit={() => onEdit(entry)}
                  onDelete={() => onDelete(entry)}
                  onToggleStatus={() =>
                    toggle.mutate(entry, {
                      onSuccess: (saved) =>
                        notify.check(
                          saved.status === 'paid' ? 'Marcado como pago.' : 'Marcado como pendente.',
                        ),
                      onError: (error) => reportServerError(error),
                    })
                  }
                />
              </Box>
            );
          })}
        </Box>
        {isFetchingNextPage && (
          <Box
            sx={{ display: 'grid', placeItems: 'center', py: 2 }}
            role="status"
            aria-label="Carregando mais lançamentos"
          >
            <CircularProgress size={24} />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
