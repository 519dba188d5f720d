import { Chip } from '@mui/material';
import {
  productKindLabels,
  productStatusLabels,
  type ProductKind,
  type ProductPointsPrice,
  type ProductStatus,
} from '@orbita/contracts/products';
import { formatBRL } from '../../../platform/masks';

const statusColor: Record<ProductStatus, 'default' | 'success' | 'warning'> = {
  rascunho: 'default',
  ativo: 'success',
  arquivado: 'warning',
};

/** The product's status with the contracts' pt-BR label ("Rascunho", "Ativo", "Arquivado"). */
export function StatusChip({ status }: { status: ProductStatus }) {
  return (
    <Chip
      size="small"
      color={statusColor[status]}
      variant={status === 'arquivado' ? 'outlined' : 'filled'}
      label={productStatusLabels[status]}
    />
  );
}

export function KindChip({ kind }: { kind: ProductKind }) {
  return <Chip size="small" variant="outlined" label={productKindLabels[kind]} />;
}

/** "R$ 1.234,56", or "Sem preço" when there is none. */
export const priceText = (cents: number | null) =>
  cents === null ? 'Sem preço' : formatBRL(cents);

/** "150 pontos" with the resource's name, or null without a points price. */
export function pointsText(
  price: ProductPointsPrice | null,
  resourceName: (id: string) => string | undefined,
): string | null {
  if (!price) return null;
  const amount = price.amount.toLocaleString('pt-BR');
  return `${amount} ${resourceName(price.resourceId) ?? 'pontos'}`;
}

/** "12 em estoque", "Sem estoque", "Ilimitado". */
export function stockText(stock: number | null): string {
  if (stock === null) return 'Ilimitado';
  if (stock === 0) return 'Sem estoque';
  return `${stock.toLocaleString('pt-BR')} em estoque`;
}
