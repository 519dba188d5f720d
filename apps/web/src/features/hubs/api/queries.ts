import { hubsEntity } from '@orbita/contracts/hubs';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { hubsApi } from './hubs-api';

/**
 * The one key factory of hubs. Keys start with the realtime entity (`hubs`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const hubsQueries = {
  all: () => [hubsEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...hubsQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => hubsApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
