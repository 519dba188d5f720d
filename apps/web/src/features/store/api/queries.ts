import { storeEntity } from '@orbita/contracts/store';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { storeApi } from './store-api';

/**
 * The one key factory of store. Keys start with the realtime entity (`store`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const storeQueries = {
  all: () => [storeEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...storeQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => storeApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
