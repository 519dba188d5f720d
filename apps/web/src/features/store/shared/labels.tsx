import { Chip, type ChipProps } from '@mui/material';
import {
  orderStatusLabels,
  type OrderStatus,
  type PointsTotal,
  type StoreOrder,
} from '@orbita/contracts/store';
import { dayjs } from '../../../platform/dates';
import { formatBRL } from '../../../platform/masks';

const statusColors: Record<OrderStatus, ChipProps['color']> = {
  pendente: 'warning',
  pago: 'success',
  entregue: 'info',
  cancelado: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" color={statusColors[status]} label={orderStatusLabels[status]} />;
}

const points = new Intl.NumberFormat('pt-BR');

/** "1.200 Moedas" (one resource's amount). */
export const pointsText = (amount: number, name: string) => `${points.format(amount)} ${name}`;

/** What an order costs: "R$ 1.234,56" in reais, "120 Moedas + 3 Gemas" in points. */
export function orderTotalText(order: {
  totalCents: number | null;
  pointsTotals: Pick<PointsTotal, 'name' | 'amount'>[];
}): string {
  if (order.totalCents !== null) return formatBRL(order.totalCents);
  return order.pointsTotals.map((t) => pointsText(t.amount, t.name)).join(' + ') || '—';
}

/** dd/mm/aaaa. */
export const dateText = (iso: string) => dayjs(iso).format('DD/MM/YYYY');
/** dd/mm/aaaa às hh:mm. */
export const dateTimeText = (iso: string) => dayjs(iso).format('DD/MM/YYYY [às] HH:mm');

/** "2 itens: Camiseta (M) × 2" — short enough for a list row. */
export function itemsText(order: Pick<StoreOrder, 'items'>): string {
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  const first = order.items[0];
  const head = first
    ? `${first.productName}${first.variantName ? ` (${first.variantName})` : ''}`
    : '';
  const more = order.items.length > 1 ? ` e mais ${order.items.length - 1}` : '';
  return `${count} ${count === 1 ? 'item' : 'itens'}${head ? `: ${head}${more}` : ''}`;
}
