import { flowEntities } from '@orbita/contracts/flow';
import { mindMapsEntity } from '@orbita/contracts/mind-maps';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { mindMapsApi, type MapListParams } from './mind-maps-api';

/**
 * The one key factory of mind-maps. Keys start with the realtime entity (`mind-maps`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const mindMapsQueries = {
  all: () => [mindMapsEntity] as const,
  lists: () => [mindMapsEntity, 'list'] as const,
  list: (params: MapListParams) =>
    infiniteQueryOptions({
      queryKey: [...mindMapsQueries.lists(), params] as const,
      queryFn: ({ pageParam, signal }) => mindMapsApi.list(params, pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  templates: () =>
    queryOptions({
      queryKey: [mindMapsEntity, 'templates'] as const,
      queryFn: ({ signal }) => mindMapsApi.templates({ signal }),
      // The templates ship with the server: they change with a deploy, not while a tab is open.
      staleTime: Infinity,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [mindMapsEntity, 'detail', id] as const,
      queryFn: ({ signal }) => mindMapsApi.get(id, { signal }),
    }),
  /** The map's nodes linked to tasks or inbox items, with their state (the badges). */
  links: (id: string) =>
    queryOptions({
      queryKey: [mindMapsEntity, 'links', id] as const,
      queryFn: ({ signal }) => mindMapsApi.links(id, { signal }),
    }),
  versions: (id: string) =>
    queryOptions({
      queryKey: [mindMapsEntity, 'versions', id] as const,
      queryFn: ({ signal }) => mindMapsApi.versions(id, { signal }),
    }),
  sessions: (id: string) =>
    queryOptions({
      queryKey: [mindMapsEntity, 'sessions', id] as const,
      queryFn: ({ signal }) => mindMapsApi.sessions(id, { signal }),
    }),
  /**
   * A task list as a read-only map. Its key starts with flow's task entity: the view shows
   * tasks, so a task changed anywhere refreshes it.
   */
  fromList: (listId: string) =>
    queryOptions({
      queryKey: [flowEntities.task, 'mind-map', listId] as const,
      queryFn: ({ signal }) => mindMapsApi.fromList(listId, { signal }),
    }),
  /** The lists a branch may become tasks in (flow's list entity: refreshed with them). */
  taskLists: () =>
    queryOptions({
      queryKey: [flowEntities.list, 'mind-maps-picker'] as const,
      queryFn: ({ signal }) => mindMapsApi.taskLists({ signal }),
    }),
};
