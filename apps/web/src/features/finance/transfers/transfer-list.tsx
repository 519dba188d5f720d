import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { Box as FinanceBox, Transfer } from '@orbita/contracts/finance';
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
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useVirtualRows } from '../../../ui/use-virtual-rows';
import { financeQueries } from '../api/queries';
import { routeLabel, transferColumns, TransferRow } from './transfer-row';
import { screenHeight } from '../../../ui/floating-space';

/**
 * The transfers, newest first, paged by cursor and rendered only while on screen (the same
 * shape as the entry list, so both halves of "Lançamentos" scroll alike).
 */
export function TransferList({
  boxId,
  boxes,
  canWrite,
  onEdit,
  onDelete,
}: {
  boxId?: string;
  boxes: FinanceBox[];
  canWrite: boolean;
  onEdit: (transfer: Transfer) => void;
  onDelete: (transfer: Transfer) => void;
}) {
  // Virtual rows change on every scroll: compiled memoization would show stale rows.
  'use no memo';
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const query = useInfiniteQuery(financeQueries.transfers(boxId));
  const transfers = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const boxNames = useMemo(() => new Map(boxes.map((b) => [b.id, b.name])), [boxes]);
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = narrow ? 64 : 52;
  const virtual = useVirtualRows({
    count: transfers.length,
    scroller: () => scroller.current,
    estimateSize: rowHeight,
    overscan: 10,
    keyOf: (i) => transfers[i]!.id,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= transfers.length - 20)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, transfers.length]);

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending)
    return (
      <Box role="status" aria-label="Carregando transferências" sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Box>
    );
  if (transfers.length === 0)
    return (
      <EmptyState
        icon={<SwapHorizOutlined />}
        title={boxId ? 'Nenhuma transferência nesta caixa' : 'Nenhuma transferência ainda'}
      >
        Dinheiro movido entre caixas aparece aqui. Transferências não contam como receita nem
        despesa.
      </EmptyState>
    );

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: screenHeight(260), md: screenHeight(300) },
        minHeight: 320,
      }}
    >
      {!narrow && (
        <Box
          role="row"
          sx={{
            display: 'grid',
            gridTemplateColumns: transferColumns,
            gap: 1,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          {['Data', 'Origem → destino', 'Descrição', 'Valor', ''].map((label, i) => (
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
        aria-label="Transferências"
        sx={{ overflow: 'auto', flex: 1, minHeight: 0 }}
      >
        <Box sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const transfer = transfers[item.index]!;
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
                <TransferRow
                  transfer={transfer}
                  route={routeLabel(transfer, boxNames)}
                  narrow={narrow}
                  canWrite={canWrite}
                  onEdit={() => onEdit(transfer)}
                  onDelete={() => onDelete(transfer)}
                />
              </Box>
            );
          })}
        </Box>
        {isFetchingNextPage && (
          <Box
            sx={{ display: 'grid', placeItems: 'center', py: 2 }}
            role="status"
            aria-label="Carregando mais transferências"
          >
            <CircularProgress size={24} />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
