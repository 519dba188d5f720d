import { mindMapsEntity } from '@orbita/contracts/mind-maps';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { mindMapsApi } from './mind-maps-api';

/**
 * The one key factory of mind-maps. Keys start with the realtime entity (`mind-maps`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const mindMapsQueries = {
  all: () => [mindMapsEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...mindMapsQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => mindMapsApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
