import { productsEntity } from '@orbita/contracts/products';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { productsApi } from './products-api';

/**
 * The one key factory of products. Keys start with the realtime entity (`products`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const productsQueries = {
  all: () => [productsEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...productsQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => productsApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
