import { productsEntity } from '@orbita/contracts/products';
import { storeEntity, type OrderStatus } from '@orbita/contracts/store';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { statusOf } from '../../../platform/http';
import { neighboursApi, publicOrderApi, storeApi } from './store-api';

/** While a buyer's order waits for its Pix, its page asks again this often. */
export const PUBLIC_ORDER_POLL_MS = 10_000;

/**
 * The one key factory of the store. Keys start with the realtime entity (`store`), so a
 * change published by the server refreshes them in every other tab (platform/realtime);
 * the shop's products start with `products`, which the catalog publishes under.
 */
export const storeQueries = {
  all: () => [storeEntity] as const,
  lists: () => [...storeQueries.all(), 'orders'] as const,
  orders: (status?: OrderStatus) =>
    infiniteQueryOptions({
      queryKey: [...storeQueries.lists(), { status }] as const,
      queryFn: ({ pageParam, signal }) =>
        storeApi.orders({ status, cursor: pageParam, limit: 50 }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  mine: () =>
    infiniteQueryOptions({
      queryKey: [...storeQueries.all(), 'mine'] as const,
      queryFn: ({ pageParam, signal }) =>
        storeApi.myOrders({ cursor: pageParam, limit: 50 }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'order', id] as const,
      queryFn: ({ signal }) => storeApi.order(id, { signal }),
      retry: (count, error) => statusOf(error) !== 404 && count < 2,
    }),
  settings: () =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => storeApi.settings({ signal }),
    }),
  /** The member store's shelf: the catalog's active products. */
  shelf: () =>
    infiniteQueryOptions({
      queryKey: [productsEntity, 'store-shelf'] as const,
      queryFn: ({ pageParam, signal }) => neighboursApi.products(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  product: (id: string) =>
    queryOptions({
      queryKey: [productsEntity, 'store-product', id] as const,
      queryFn: ({ signal }) => neighboursApi.product(id, { signal }),
    }),
  boxes: () =>
    queryOptions({
      queryKey: ['finance', 'store-boxes'] as const,
      queryFn: ({ signal }) => neighboursApi.boxes({ signal }),
    }),
  revenueCategories: () =>
    queryOptions({
      queryKey: ['finance', 'store-revenue-categories'] as const,
      queryFn: ({ signal }) => neighboursApi.revenueCategories({ signal }),
    }),
  player: () =>
    queryOptions({
      queryKey: ['gamification', 'store-player'] as const,
      queryFn: ({ signal }) => neighboursApi.player({ signal }),
    }),
  resources: () =>
    queryOptions({
      queryKey: ['gamification', 'store-resources'] as const,
      queryFn: ({ signal }) => neighboursApi.resources({ signal }),
      staleTime: 60_000,
    }),
};

/** The buyer's order (public): polled while it waits for the payment. */
export const publicOrderQueries = {
  order: (token: string) =>
    queryOptions({
      queryKey: ['store-order-link', token] as const,
      queryFn: ({ signal }) => publicOrderApi.get(token, signal),
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.status === 'pendente' ? PUBLIC_ORDER_POLL_MS : false,
      refetchIntervalInBackground: false,
    }),
};
