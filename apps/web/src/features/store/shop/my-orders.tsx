import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Button, List, ListItem, ListItemButton, Paper, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { storeQueries } from '../api/queries';
import { dateText, itemsText, OrderStatusChip, orderTotalText } from '../shared/labels';

/** "Meus pedidos": the signed-in member's orders here; each opens its buyer's page. */
export function MyOrders() {
  const list = useInfiniteQuery(storeQueries.mine());
  const orders = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <LoadingBlocks label="Carregando seus pedidos" height={64} />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (orders.length === 0)
    return (
      <EmptyState icon={<ReceiptLongOutlined />} title="Você ainda não fez pedidos.">
        Escolha um produto na aba Produtos: pague com Pix ou com seus pontos.
      </EmptyState>
    );
  return (
    <>
      <Paper variant="outlined">
        <List aria-label="Meus pedidos" disablePadding>
          {orders.map((o) => (
            <ListItem key={o.id} divider disablePadding>
              <ListItemButton
                component={Link}
                to={o.buyerPath}
                aria-label={`Pedido ${o.code}`}
                sx={{ display: 'grid', gap: 0.5 }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{o.code}</Typography>
                  <OrderStatusChip status={o.status} />
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {itemsText(o)}
                </Typography>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {orderTotalText(o)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {dateText(o.createdAt)}
                  </Typography>
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
    </>
  );
}
