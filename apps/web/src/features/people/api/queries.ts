import { peopleEntity } from '@orbita/contracts/people';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { peopleApi } from './people-api';

/**
 * The one key factory of people. Keys start with the realtime entity (`people`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const peopleQueries = {
  all: () => [peopleEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...peopleQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => peopleApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
