import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  Divider,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import {
  orderCurrencyLabels,
  orderPaidViaLabels,
  storeMessages,
  type StoreOrder,
} from '@orbita/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { versionConflictOf } from '../../../platform/concurrency';
import { statusOf } from '../../../platform/http';
import { formatBRL } from '../../../platform/masks';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-states';
import { useOrderAction, type OrderAction } from '../api/mutations';
import { storeQueries } from '../api/queries';
import { dateTimeText, OrderStatusChip, orderTotalText, pointsText } from '../shared/labels';
import { PixPanel } from '../shared/pix-panel';

/** Where a paid order's revenue is seen: finance's entries. */
export const revenueEntriesPath = '/riqueza/administracao?aba=lancamentos';

interface ActionCopy {
  label: string;
  title: string;
  text: (order: StoreOrder) => string;
  done: string;
  color: 'primary' | 'error';
}

const actionCopy: Record<OrderAction, ActionCopy> = {
  pay: {
    label: 'Confirmar pagamento',
    title: 'Confirmar pagamento?',
    text: (o) =>
      `O pedido ${o.code} passa a pago e ${o.totalCents !== null ? formatBRL(o.totalCents) : 'o valor'} entra como receita na caixa da loja. Confirme só depois de ver o Pix no extrato.`,
    done: 'Pagamento confirmado.',
    color: 'primary',
  },
  deliver: {
    label: 'Marcar como entregue',
    title: 'Marcar como entregue?',
    text: (o) => `O pedido ${o.code} passa a entregue.`,
    done: 'Pedido marcado como entregue.',
    color: 'primary',
  },
  cancel: {
    label: 'Cancelar pedido',
    title: 'Cancelar o pedido?',
    text: (o) =>
      `O pedido ${o.code} é cancelado e o estoque volta ao catálogo${o.currency === 'points' && o.status !== 'pendente' ? '; os pontos voltam ao comprador' : ''}. Não é possível desfazer.`,
    done: 'Pedido cancelado.',
    color: 'error',
  },
};

/** What can be done to the order now (the server has the last word). */
export function actionsFor(order: StoreOrder): OrderAction[] {
  switch (order.status) {
    case 'pendente':
      return order.currency === 'brl' ? ['pay', 'cancel'] : ['cancel'];
    case 'pago':
      // A paid reais order is refunded through finance, not cancelled here.
      return order.currency === 'points' ? ['deliver', 'cancel'] : ['deliver'];
    default:
      return [];
  }
}

function lineText(order: StoreOrder, item: StoreOrder['items'][number]): string {
  if (item.unitPriceCents !== null) return formatBRL(item.unitPriceCents * item.quantity);
  if (item.unitPoints === null) return '';
  const name =
    order.pointsTotals.find((t) => t.resourceId === item.pointsResourceId)?.name ?? 'pontos';
  return pointsText(item.unitPoints * item.quantity, name);
}

function OrderDetail({ order }: { order: StoreOrder }) {
  const canAct = useCan('content.write', 'structures');
  const act = useOrderAction();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const total = orderTotalText(order);
  const run = (action: OrderAction) =>
    act.mutateAsync({ action, order }).then(
      () => {
        setAsking(null);
        notify.check(actionCopy[action].done);
      },
      (error: Error) => {
        setAsking(null);
        notify.error(
          versionConflictOf(error)
            ? 'O pedido mudou enquanto você decidia: veja o estado atual e tente de novo.'
            : error.message,
        );
      },
    );
  const actions = canAct ? actionsFor(order) : [];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={`Pedido ${order.code}`}
        subtitle="Produto"
        actions={
          actions.length > 0 && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions.map((a) => (
                <Button
                  key={a}
                  variant={a === 'cancel' ? 'outlined' : 'contained'}
                  color={actionCopy[a].color}
                  onClick={() => setAsking(a)}
                >
                  {actionCopy[a].label}
                </Button>
              ))}
            </Stack>
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <OrderStatusChip status={order.status} />
              <Typography variant="body2" color="text.secondary">
                {orderCurrencyLabels[order.currency]} · feito em {dateTimeText(order.createdAt)}
              </Typography>
            </Box>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <strong>Comprador:</strong> {order.buyer.name} ({order.buyer.email})
            </Typography>
            {order.paidAt && (
              <Typography variant="body2">
                Pago em {dateTimeText(order.paidAt)}
                {order.paidVia ? ` · ${orderPaidViaLabels[order.paidVia]}` : ''}
              </Typography>
            )}
            {order.deliveredAt && (
              <Typography variant="body2">Entregue em {dateTimeText(order.deliveredAt)}</Typography>
            )}
            {order.canceledAt && (
              <Typography variant="body2">Cancelado em {dateTimeText(order.canceledAt)}</Typography>
            )}
            {order.entryId && (
              <MuiLink component={Link} to={revenueEntriesPath} sx={{ justifySelf: 'start' }}>
                Ver a receita no financeiro
              </MuiLink>
            )}
            <MuiLink
              href={order.buyerPath}
              target="_blank"
              rel="noopener"
              sx={{ justifySelf: 'start', display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
            >
              Página do comprador <OpenInNew fontSize="inherit" aria-hidden />
            </MuiLink>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="pedido-itens">
            <Typography id="pedido-itens" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
              Itens
            </Typography>
            <List aria-label="Itens do pedido">
              {order.items.map((item) => (
                <ListItem
                  key={item.id}
                  secondaryAction={<Typography>{lineText(order, item)}</Typography>}
                >
                  <ListItemText
                    primary={`${item.productName}${item.variantName ? ` — ${item.variantName}` : ''}`}
                    secondary={`Quantidade: ${item.quantity}${item.sku ? ` · SKU ${item.sku}` : ''}`}
                    sx={{ pr: 14, overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              ))}
            </List>
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>Total</Typography>
              <Typography sx={{ fontWeight: 600 }}>{total}</Typography>
            </Box>
          </Paper>
        </Box>
        {order.status === 'pendente' && order.pix && <PixPanel pix={order.pix} amount={total} />}
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? actionCopy[asking].title : ''}
        text={asking ? actionCopy[asking].text(order) : ''}
        confirmLabel={asking ? actionCopy[asking].label : ''}
        busy={act.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      />
    </Box>
  );
}

/** `/produto/pedido/{id}`: an order, its Pix while pending, and what to do next. */
export function OrderPage() {
  const id = useParams().id ?? '';
  const order = useQuery({ ...storeQueries.order(id), enabled: !!id });
  const back = (
    <Button component={Link} to="/produto/pedidos" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
      Pedidos
    </Button>
  );
  if (!id)
    return (
      <Box sx={{ maxWidth: 720 }}>
        {back}
        <Alert severity="info">Escolha um pedido na lista.</Alert>
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0 }}>
      {back}
      {order.isPending ? (
        <Box role="status" aria-label="Carregando o pedido">
          <Skeleton variant="text" height={56} width="40%" />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : order.isError ? (
        statusOf(order.error) === 404 ? (
          <Alert severity="info">{storeMessages.orderNotFound}</Alert>
        ) : (
          <QueryError error={order.error} onRetry={() => void order.refetch()} />
        )
      ) : (
        <OrderDetail order={order.data} />
      )}
    </Box>
  );
}
