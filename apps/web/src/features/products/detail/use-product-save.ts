import {
  productKindLabels,
  productStatusLabels,
  type Product,
  type ProductKind,
  type ProductPointsPrice,
  type ProductStatus,
  type UpdateProductBody,
} from '@orbita/contracts/products';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { formatBRL } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { useUpdateProduct, writeProduct } from '../api/mutations';

const labels: Record<keyof UpdateProductBody, string> = {
  name: 'Nome',
  slug: 'Endereço (slug)',
  description: 'Descrição',
  status: 'Status',
  kind: 'Tipo',
  categories: 'Categorias',
  priceCents: 'Preço',
  pointsPrice: 'Preço em pontos',
  images: 'Imagens',
  version: 'Versão',
};

/** The description's text without its markup, shortened, for the conflict dialog. */
function plain(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat || '—';
}

/**
 * THE save of a product's own fields (not its variants, not its images: see
 * images-section.tsx): the version the edit began on goes
 * along, a newer one answers 409 and the platform's conflict dialog (`dialog`, rendered once)
 * asks to reapply or discard. Other errors show as a toast and reject, so the form keeps the
 * person's edits.
 */
export function useProductSave(
  item: Product | undefined,
  resourceName: (id: string) => string | undefined,
  handlers: {
    onReapplied?: (saved: Product) => void;
    onDiscarded?: (current: Product) => void;
  } = {},
) {
  const client = useQueryClient();
  const update = useUpdateProduct(item?.id ?? '');
  const versioned = useVersionedSave<Product, UpdateProductBody>({
    record: item,
    send: update.mutateAsync,
    writeCurrent: useCallback((current: Product) => writeProduct(client, current), [client]),
    labels,
    format: (field, value) => {
      if (field === 'status') return productStatusLabels[value as ProductStatus];
      if (field === 'kind') return productKindLabels[value as ProductKind];
      if (field === 'priceCents') return value === null ? 'Sem preço' : formatBRL(value as number);
      if (field === 'pointsPrice') {
        const price = value as ProductPointsPrice | null;
        return price
          ? `${price.amount.toLocaleString('pt-BR')} ${resourceName(price.resourceId) ?? 'pontos'}`
          : 'Sem preço em pontos';
      }
      if (field === 'description') return plain(String(value ?? ''));
      return undefined;
    },
    ...handlers,
  });
  const { save: versionedSave } = versioned;
  const save = useCallback(
    (body: UpdateProductBody, version?: number) =>
      versionedSave(body, version).catch((error: Error) => {
        notify.error(error.message);
        throw error;
      }),
    [versionedSave],
  );
  return { save, dialog: versioned.dialog };
}

export type ProductSave = ReturnType<typeof useProductSave>['save'];
