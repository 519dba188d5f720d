import { MEDIA_PAGE_MAX, mediaEntities, type MediaKind } from '@orbita/contracts/media';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { mediaApi } from './media-api';
import { countOrphans } from './orphans';

/** What the library shows: a folder (null: all files), a search and a type. */
export interface MediaFilters {
  folderId: string | null;
  q: string;
  kind: MediaKind | null;
}

/**
 * The one key factory of the media library. File keys start with the realtime entity
 * `media` and folder keys with `media-folder`, so an upload or a deletion in another tab
 * refreshes them (the shell's realtime invalidation) and this one's own answers are written
 * into the cache (mutations.ts).
 */
export const mediaQueries = {
  all: () => [mediaEntities.file] as const,
  lists: () => [...mediaQueries.all(), 'list'] as const,
  list: (filters: MediaFilters) =>
    infiniteQueryOptions({
      queryKey: [...mediaQueries.lists(), filters] as const,
      queryFn: ({ pageParam, signal }) =>
        mediaApi.list(
          {
            cursor: pageParam,
            limit: MEDIA_PAGE_MAX,
            folderId: filters.folderId ?? undefined,
            q: filters.q.trim() || undefined,
            kind: filters.kind ?? undefined,
          },
          { signal },
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...mediaQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => mediaApi.get(id, { signal }),
    }),
  usages: (id: string) =>
    queryOptions({
      queryKey: [...mediaQueries.all(), 'usages', id] as const,
      queryFn: ({ signal }) => mediaApi.usages(id, { signal }),
      select: (answer) => answer.items,
    }),
  quota: () =>
    queryOptions({
      queryKey: [...mediaQueries.all(), 'quota'] as const,
      queryFn: ({ signal }) => mediaApi.quota({ signal }),
    }),
  /** The files the orphan clean-up would delete now (see orphans.ts). */
  orphans: () =>
    queryOptions({
      queryKey: [...mediaQueries.all(), 'orphans'] as const,
      queryFn: ({ signal }) => countOrphans(signal),
    }),
  folders: () =>
    queryOptions({
      queryKey: [mediaEntities.folder, 'list'] as const,
      queryFn: ({ signal }) => mediaApi.folders({ signal }),
      select: (answer) => answer.items,
    }),
};
