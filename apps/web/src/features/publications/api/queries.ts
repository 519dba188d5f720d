import { publicationsEntity } from '@orbita/contracts/publications';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { publicationsApi, type PublicationListParams } from './publications-api';

/**
 * The one key factory of publications. Keys start with the realtime entity (`publications`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const publicationsQueries = {
  all: () => [publicationsEntity] as const,
  lists: () => [publicationsEntity, 'list'] as const,
  list: (params: PublicationListParams) =>
    infiniteQueryOptions({
      queryKey: [...publicationsQueries.lists(), params] as const,
      queryFn: ({ pageParam, signal }) => publicationsApi.list(params, pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [publicationsEntity, 'detail', id] as const,
      queryFn: ({ signal }) => publicationsApi.get(id, { signal }),
    }),
  revisions: (id: string) =>
    queryOptions({
      queryKey: [publicationsEntity, 'revisions', id] as const,
      queryFn: ({ signal }) => publicationsApi.revisions(id, { signal }),
    }),
  /** Revision `revisionId`'s text against another revision's id or `draft`. */
  diff: (id: string, revisionId: string, against: string) =>
    queryOptions({
      queryKey: [publicationsEntity, 'diff', id, revisionId, against] as const,
      queryFn: ({ signal }) => publicationsApi.diff(id, revisionId, against, { signal }),
    }),
  /**
   * The workspace's public site. Under this module's entity so a publish (which may create
   * the site) refreshes it; its handle changes rarely.
   */
  site: () =>
    queryOptions({
      queryKey: [publicationsEntity, 'site'] as const,
      queryFn: ({ signal }) => publicationsApi.site({ signal }),
      staleTime: 60_000,
      retry: false,
    }),
  /** The cover's media file (its thumbnail URL is signed: refreshed with the detail). */
  cover: (fileId: string) =>
    queryOptions({
      queryKey: [publicationsEntity, 'cover', fileId] as const,
      queryFn: ({ signal }) => publicationsApi.mediaFile(fileId, { signal }),
      retry: false,
    }),
  /** The members (authors' names and choices); the key the other features share. */
  members: (workspaceId: string) =>
    queryOptions({
      queryKey: ['membership', workspaceId] as const,
      queryFn: ({ signal }) => publicationsApi.members(workspaceId, { signal }),
      staleTime: 60_000,
    }),
};
