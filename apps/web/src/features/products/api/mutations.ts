import type {
  CreateProductBody,
  CreateVariantBody,
  Product,
  ProductPage,
  UpdateProductBody,
  UpdateVariantBody,
} from '@orbita/contracts/products';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { productsApi, type ProductListParams } from './products-api';
import { productsQueries } from './queries';
import { summaryOf } from './summary';

type Pages = InfiniteData<ProductPage, string | undefined>;

/** Whether a product belongs in a list with these filters (the search is the server's). */
export function inList(item: Product, params: ProductListParams): boolean {
  if (params.status && item.status !== params.status) return false;
  if (params.category && !item.categories.includes(params.category)) return false;
  return true;
}

/**
 * Writes a product the server answered into the cache: its detail, and every loaded list —
 * replaced where it still belongs, taken out of a filter it left, and (a new one, the newest)
 * put on top of the first page of the lists it belongs to. Lists and categories are marked
 * stale, so they load again when next shown; this tab refetches nothing now.
 */
export function writeProduct(client: QueryClient, item: Product, isNew = false): void {
  client.setQueryData(productsQueries.detail(item.id).queryKey, item);
  const row = summaryOf(item);
  for (const [key, data] of client.getQueriesData<Pages>({ queryKey: productsQueries.lists() })) {
    const params = key[2] as ProductListParams | undefined;
    if (!data || !params) continue;
    const belongs = inList(item, params);
    const present = data.pages.some((p) => p.items.some((i) => i.id === item.id));
    const pages = data.pages.map((page, index) => {
      let items = page.items.filter((i) => i.id !== item.id || belongs);
      items = items.map((i) => (i.id === item.id ? row : i));
      if (isNew && !present && belongs && !params.q && index === 0) items = [row, ...items];
      return { ...page, items };
    });
    client.setQueryData<Pages>(key, { ...data, pages });
  }
  void client.invalidateQueries({ queryKey: productsQueries.lists(), refetchType: 'none' });
  void client.invalidateQueries({
    queryKey: productsQueries.categories().queryKey,
    refetchType: 'none',
  });
}

function dropProduct(client: QueryClient, id: string): void {
  client.setQueriesData<Pages>(
    { queryKey: productsQueries.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) })),
      },
  );
  client.removeQueries({ queryKey: productsQueries.detail(id).queryKey });
}

/*
 * Each write puts the server's answer into the cache, so this tab refetches nothing (its own
 * realtime echo is skipped too); the other tabs refresh from the realtime event.
 */

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductBody) => productsApi.create(body),
    onSuccess: (item) => writeProduct(client, item, true),
  });
}

export function useUpdateProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => productsApi.update(id, body),
    onSuccess: (item) => writeProduct(client, item),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => productsApi.remove(id),
    onSuccess: (_none, id) => dropProduct(client, id),
  });
}

export function useCreateVariant(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVariantBody) => productsApi.createVariant(productId, body),
    onSuccess: (item) => writeProduct(client, item),
  });
}

export function useUpdateVariant(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, body }: { variantId: string; body: UpdateVariantBody }) =>
      productsApi.updateVariant(productId, variantId, body),
    onSuccess: (item) => writeProduct(client, item),
  });
}

export function useRemoveVariant(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variantId: string) => productsApi.removeVariant(productId, variantId),
    onSuccess: (item) => writeProduct(client, item),
  });
}
