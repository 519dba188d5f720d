import { publicationsEntity } from '@orbita/contracts/publications';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { publicationsApi } from './publications-api';

/**
 * The one key factory of publications. Keys start with the realtime entity (`publications`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const publicationsQueries = {
  all: () => [publicationsEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...publicationsQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => publicationsApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
