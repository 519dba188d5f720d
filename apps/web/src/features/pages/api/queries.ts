import { pagesEntity } from '@orbita/contracts/pages';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { pagesApi } from './pages-api';

/**
 * The one key factory of pages. Keys start with the realtime entity (`pages`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const pagesQueries = {
  all: () => [pagesEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...pagesQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => pagesApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
