import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import {
  Alert,
  Box,
  Divider,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import { orderStatusLabels, storeMessages, type PublicOrder } from '@orbita/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { formatBRL } from '../../../platform/masks';
import { publicOrderQueries } from '../api/queries';
import { dateTimeText, OrderStatusChip, orderTotalText, pointsText } from '../shared/labels';
import { PixPanel } from '../shared/pix-panel';

/** The line's amount; in points, the resource's name when the order spends only one. */
function lineText(order: PublicOrder, item: PublicOrder['items'][number]): string {
  if (item.unitPriceCents !== null) return formatBRL(item.unitPriceCents * item.quantity);
  if (item.unitPoints === null) return '';
  const only = order.pointsTotals.length === 1 ? order.pointsTotals[0]!.name : 'pontos';
  return pointsText(item.unitPoints * item.quantity, only);
}

/** Where the order stands, in the buyer's words. */
function StatusNote({ order }: { order: PublicOrder }) {
  switch (order.status) {
    case 'pendente':
      return (
        <Alert severity="info" role="status">
          Aguardando o pagamento. Esta página se atualiza sozinha assim que ele for confirmado.
        </Alert>
      );
    case 'pago':
      return (
        <Alert severity="success" role="status" icon={<CheckCircleOutline />}>
          Pagamento confirmado{order.paidAt ? ` em ${dateTimeText(order.paidAt)}` : ''}. Obrigado!
        </Alert>
      );
    case 'entregue':
      return (
        <Alert severity="success" role="status" icon={<CheckCircleOutline />}>
          Pedido entregue{order.deliveredAt ? ` em ${dateTimeText(order.deliveredAt)}` : ''}.
        </Alert>
      );
    case 'cancelado':
      return (
        <Alert severity="warning" role="status">
          Pedido cancelado{order.canceledAt ? ` em ${dateTimeText(order.canceledAt)}` : ''}. Se você
          já pagou, fale com a loja.
        </Alert>
      );
  }
}

/**
 * `/pedido/{token}` (public): the buyer's order through the link of the checkout and of the
 * e-mail — items, total, status and, while pending, the Pix QR code and "copia e cola". It
 * asks the server again every 10 s while pending, so "Pagamento confirmado" shows by itself.
 */
export function PublicOrderPage() {
  const token = useParams().token ?? '';
  const order = useQuery(publicOrderQueries.order(token));
  useEffect(() => {
    document.title = order.data ? `Pedido ${order.data.code} · Orbita` : 'Pedido · Orbita';
  }, [order.data]);
  if (order.isPending)
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }} role="status" aria-label="Carregando o pedido">
        <Skeleton variant="text" height={56} width="60%" />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  if (order.isError)
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Alert severity={statusOf(order.error) === 404 ? 'info' : 'error'}>
          {statusOf(order.error) === 404 ? storeMessages.orderNotFound : order.error.message}
        </Alert>
      </Box>
    );
  const data = order.data;
  const total = orderTotalText(data);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {data.storeName}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Pedido {data.code}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <OrderStatusChip status={data.status} />
          <Typography variant="body2" color="text.secondary">
            Feito por {data.buyerName} em {dateTimeText(data.createdAt)}
          </Typography>
        </Box>
      </Box>
      <StatusNote order={data} />
      {data.status === 'pendente' && data.pix && <PixPanel pix={data.pix} amount={total} />}
      <Paper variant="outlined" component="section" aria-labelledby="itens-do-pedido">
        <Typography id="itens-do-pedido" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          Itens
        </Typography>
        <List aria-label="Itens do pedido">
          {data.items.map((item, i) => (
            <ListItem key={i} secondaryAction={<Typography>{lineText(data, item)}</Typography>}>
              <ListItemText
                primary={`${item.productName}${item.variantName ? ` — ${item.variantName}` : ''}`}
                secondary={`Quantidade: ${item.quantity}`}
                sx={{ pr: 12, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>Total</Typography>
          <Typography sx={{ fontWeight: 600 }} aria-label={`Total ${total}`}>
            {total}
          </Typography>
        </Box>
      </Paper>
      <Typography variant="caption" color="text.secondary">
        Status: {orderStatusLabels[data.status]}. Guarde este link para acompanhar o pedido.
      </Typography>
    </Box>
  );
}
