import { structuresEntity } from '@orbita/contracts/structures';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { structuresApi } from './structures-api';

/**
 * The one key factory of structures. Keys start with the realtime entity (`structures`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const structuresQueries = {
  all: () => [structuresEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...structuresQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => structuresApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
