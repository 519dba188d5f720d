import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import {
  Alert,
  Box,
  Button,
  Link as MuiLink,
  List,
  ListItem,
  ListItemButton,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  orderStatuses,
  orderStatusLabels,
  type OrderStatus,
  type StoreOrder,
} from '@orbita/contracts/store';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../../../platform/session/app-state';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { storeQueries } from '../api/queries';
import { dateText, itemsText, OrderStatusChip, orderTotalText } from '../shared/labels';
import { PixSettingsDialog } from './pix-settings-dialog';

export const orderPath = (id: string) => `/produto/pedido/${id}`;

const isStatus = (value: string | null): value is OrderStatus =>
  orderStatuses.includes(value as OrderStatus);

/** Wide screens: a table of the orders; each row opens the order (click or Enter). */
function OrdersTable({ orders }: { orders: StoreOrder[] }) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Pedidos">
        <TableHead>
          <TableRow>
            <TableCell>Número</TableCell>
            <TableCell>Comprador</TableCell>
            <TableCell>Itens</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Data</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((o) => (
            <TableRow
              key={o.id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => void navigate(orderPath(o.id))}
            >
              <TableCell>
                <MuiLink
                  component={Link}
                  to={orderPath(o.id)}
                  aria-label={`Abrir o pedido ${o.code}`}
                  sx={{ fontWeight: 600 }}
                  onClick={(e) => e.stopPropagation()}
                >
                  {o.code}
                </MuiLink>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {o.buyer.name}
                <Typography variant="caption" color="text.secondary" component="div">
                  {o.buyer.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{itemsText(o)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {orderTotalText(o)}
              </TableCell>
              <TableCell>
                <OrderStatusChip status={o.status} />
              </TableCell>
              <TableCell>{dateText(o.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card-like row per order. */
function OrdersList({ orders }: { orders: StoreOrder[] }) {
  return (
    <Paper variant="outlined">
      <List aria-label="Pedidos" disablePadding>
        {orders.map((o) => (
          <ListItem key={o.id} divider disablePadding>
            <ListItemButton
              component={Link}
              to={orderPath(o.id)}
              aria-label={`Pedido ${o.code}`}
              sx={{ display: 'grid', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{o.code}</Typography>
                <OrderStatusChip status={o.status} />
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {o.buyer.name} · {itemsText(o)}
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
  );
}

/** A note to the Admin while reais orders cannot be taken yet. */
function PixNote({ onConfigure }: { onConfigure: () => void }) {
  const settings = useQuery(storeQueries.settings());
  if (!settings.data || settings.data.pixReady) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onConfigure}>
          Configurar
        </Button>
      }
    >
      A loja ainda não recebe pedidos em reais: configure a chave Pix e a caixa de receita.
    </Alert>
  );
}

/** `/produto/pedidos`: the workspace's orders, newest first, by status; Admin configures the Pix. */
export function OrdersPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const isAdmin = useCan('workspace.admin', 'structures');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const list = useInfiniteQuery(storeQueries.orders(status));
  const [configuring, setConfiguring] = useState(false);
  const orders = list.data?.pages.flatMap((p) => p.items) ?? [];
  const choose = (next: OrderStatus | 'todos') =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next === 'todos') p.delete('status');
      else p.set('status', next);
      return p;
    });

  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0 }}>
      <PageHeader
        title="Pedidos"
        subtitle="Produto"
        actions={
          isAdmin && (
            <Button
              variant="outlined"
              startIcon={<QrCode2Outlined />}
              onClick={() => setConfiguring(true)}
            >
              Configurar Pix
            </Button>
          )
        }
      />
      {isAdmin && <PixNote onConfigure={() => setConfiguring(true)} />}
      <Tabs
        value={status ?? 'todos'}
        onChange={(_e, v: OrderStatus | 'todos') => choose(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Filtrar por status"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="todos" label="Todos" />
        {orderStatuses.map((s) => (
          <Tab key={s} value={s} label={`${orderStatusLabels[s]}s`} />
        ))}
      </Tabs>
      {list.isPending ? (
        <LoadingBlocks label="Carregando pedidos" height={64} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongOutlined />}
          title={
            status
              ? `Nenhum pedido ${orderStatusLabels[status].toLowerCase()}.`
              : 'Nenhum pedido ainda.'
          }
        >
          {status
            ? 'Escolha outro status para ver os demais pedidos.'
            : 'Os pedidos feitos no catálogo público e na loja aparecem aqui.'}
        </EmptyState>
      ) : wide ? (
        <OrdersTable orders={orders} />
      ) : (
        <OrdersList orders={orders} />
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {configuring && <PixSettingsDialog onClose={() => setConfiguring(false)} />}
    </Box>
  );
}
