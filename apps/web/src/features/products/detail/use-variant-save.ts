import type { Product, ProductVariant, UpdateVariantBody } from '@orbita/contracts/products';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useVersionedSave, versionConflictOf } from '../../../platform/concurrency';
import { HttpError } from '../../../platform/http';
import { formatBRL } from '../../../platform/masks';
import { writeProduct } from '../api/mutations';
import { productsApi } from '../api/products-api';

/** A variant with the product the server answered around it (every variant route answers the product). */
export type VariantView = ProductVariant & { product: Product };

const labels: Record<keyof UpdateVariantBody, string> = {
  name: 'Nome',
  options: 'Opções',
  sku: 'SKU',
  priceCents: 'Preço',
  stock: 'Estoque',
  position: 'Posição',
  version: 'Versão',
};

const gone = 'Esta variação foi excluída por outra pessoa.';

function viewOf(product: Product, variantId: string): VariantView {
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) throw new Error(gone);
  return { ...variant, product };
}

/**
 * THE save of a variant: the version of the variant the edit began on goes along; a newer one
 * answers 409 with the whole product, which is turned into that variant here so the platform's
 * conflict dialog compares, reapplies (on the variant's newer version) or discards.
 */
export function useVariantSave(
  productId: string,
  variant: ProductVariant | null,
  onDone: (saved: VariantView) => void,
) {
  const client = useQueryClient();
  const variantId = variant?.id ?? '';
  const send = useCallback(
    async (body: UpdateVariantBody) => {
      try {
        const product = await productsApi.updateVariant(productId, variantId, body);
        writeProduct(client, product);
        return viewOf(product, variantId);
      } catch (error) {
        const current = versionConflictOf<Product>(error);
        if (!current || !(error instanceof HttpError)) throw error;
        writeProduct(client, current);
        throw new HttpError(error.message, {
          status: error.status,
          code: error.code,
          body: { current: viewOf(current, variantId) },
        });
      }
    },
    [client, productId, variantId],
  );
  return useVersionedSave<VariantView, UpdateVariantBody>({
    record: variant ?? undefined,
    send,
    writeCurrent: useCallback(
      (current: VariantView) => writeProduct(client, current.product),
      [client],
    ),
    labels,
    format: (field, value) => {
      if (field === 'priceCents')
        return value === null ? 'Preço do produto' : formatBRL(value as number);
      if (field === 'stock') return value === null ? 'Ilimitado' : String(value);
      if (field === 'options' && value && typeof value === 'object')
        return (
          Object.entries(value as Record<string, string>)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ') || '—'
        );
      return undefined;
    },
    onReapplied: onDone,
  });
}
