import type { PublicationStatus } from '@orbita/contracts/explore';
import { pagesEntity } from '@orbita/contracts/pages';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { statusOf } from '../../../platform/http';
import { pagesApi } from './pages-api';

export interface PagesFilters {
  q?: string;
  status?: PublicationStatus;
}

/**
 * The one key factory of pages. Keys start with the realtime entity (`pages`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const pagesQueries = {
  all: () => [pagesEntity] as const,
  lists: () => [...pagesQueries.all(), 'list'] as const,
  list: (filters: PagesFilters = {}) =>
    infiniteQueryOptions({
      queryKey: [...pagesQueries.lists(), filters] as const,
      queryFn: ({ pageParam, signal }) =>
        pagesApi.list({ ...filters, cursor: pageParam }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...pagesQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => pagesApi.get(id, { signal }),
      retry: (count, error) => statusOf(error) !== 404 && count < 2,
    }),
  /** The public site's handle changes rarely: kept for the session. */
  site: () =>
    queryOptions({
      queryKey: [...pagesQueries.all(), 'site'] as const,
      queryFn: ({ signal }) => pagesApi.site({ signal }),
      staleTime: Infinity,
    }),
};
