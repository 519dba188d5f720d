import { codexEntity } from '@orbita/contracts/codex';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { codexApi } from './codex-api';

/**
 * The one key factory of codex. Keys start with the realtime entity (`codex`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const codexQueries = {
  all: () => [codexEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...codexQueries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => codexApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
