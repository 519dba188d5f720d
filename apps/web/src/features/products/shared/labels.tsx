import { Chip, Typography } from '@mui/material';
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

/**
 * A product's prices: "R$ 1.234,56", and "ou 150 Moedas" below when it is sold for points
 * too; only the points when it has no price in reais; "Sem preço" when it has neither.
 */
export function PriceLines({
  product,
  resourceName,
}: {
  product: { priceCents: number | null; pointsPrice: ProductPointsPrice | null };
  resourceName: (id: string) => string | undefined;
}) {
  const points = pointsText(product.pointsPrice, resourceName);
  if (product.priceCents === null && points) return <>{points}</>;
  return (
    <>
      {priceText(product.priceCents)}
      {points && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          ou {points}
        </Typography>
      )}
    </>
  );
}

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
