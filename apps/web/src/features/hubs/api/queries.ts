import { hubsEntity, type HubItemKind } from '@orbita/contracts/hubs';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { hubsApi } from './hubs-api';

/**
 * The one key factory of hubs. Keys start with the realtime entity (`hubs`), so a change
 * published by the server (only the hub's id: every open view refetches) refreshes them in
 * every other tab (platform/realtime).
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
  home: (id: string) =>
    queryOptions({
      queryKey: [...hubsQueries.all(), 'home', id] as const,
      queryFn: ({ signal }) => hubsApi.home(id, { signal }),
    }),
  activity: (id: string) =>
    queryOptions({
      queryKey: [...hubsQueries.all(), 'activity', id] as const,
      queryFn: ({ signal }) => hubsApi.activity(id, { signal }),
    }),
  candidates: (id: string, kind: HubItemKind, q: string) =>
    queryOptions({
      queryKey: [...hubsQueries.all(), 'candidates', id, kind, q] as const,
      queryFn: ({ signal }) => hubsApi.candidates(id, kind, q, { signal }),
    }),
  workspaceMembers: (workspaceId: string) =>
    queryOptions({
      queryKey: [...hubsQueries.all(), 'workspace-members', workspaceId] as const,
      queryFn: ({ signal }) => hubsApi.workspaceMembers(workspaceId, { signal }),
      staleTime: 60_000,
    }),
};
