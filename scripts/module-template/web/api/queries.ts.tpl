import { {{camel}}Entity } from '@orbita/contracts/{{name}}';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { {{camel}}Api } from './{{name}}-api';

/**
 * The one key factory of {{name}}. Keys start with the realtime entity (`{{name}}`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const {{camel}}Queries = {
  all: () => [{{camel}}Entity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...{{camel}}Queries.all(), 'list'] as const,
      queryFn: ({ pageParam, signal }) => {{camel}}Api.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
