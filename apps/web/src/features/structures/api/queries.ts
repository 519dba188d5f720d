import { structuresEntity, type StructureKind } from '@orbita/contracts/structures';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { structuresApi } from './structures-api';

/**
 * The one key factory of structures. Keys start with the realtime entity (`structures`), so
 * a change published by the server refreshes them in every other tab (platform/realtime).
 */
export const structuresQueries = {
  all: () => [structuresEntity] as const,
  list: (kind: StructureKind | undefined) =>
    infiniteQueryOptions({
      queryKey: [...structuresQueries.all(), 'list', kind ?? 'todas'] as const,
      queryFn: ({ pageParam, signal }) =>
        structuresApi.list({ kind, cursor: pageParam }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...structuresQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => structuresApi.get(id, { signal }),
    }),
  /** Not under the entity: the person's workspaces change with the workspaces feature. */
  workspaces: () =>
    queryOptions({
      queryKey: ['structures-target-workspaces'] as const,
      queryFn: ({ signal }) => structuresApi.myWorkspaces({ signal }),
      staleTime: 60_000,
    }),
};
