import { codexEntity } from '@orbita/contracts/codex';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { codexApi } from './codex-api';

/**
 * The one key factory of codex. Keys start with the realtime entity (`codex`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const codexQueries = {
  all: () => [codexEntity] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [codexEntity, 'list'] as const,
      queryFn: ({ pageParam, signal }) => codexApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** A codex with its whole tree. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [codexEntity, 'detail', id] as const,
      queryFn: ({ signal }) => codexApi.get(id, { signal }),
    }),
  /** One entry with its body, links and backlinks. */
  entry: (entryId: string) =>
    queryOptions({
      queryKey: [codexEntity, 'entry', entryId] as const,
      queryFn: ({ signal }) => codexApi.entry(entryId, { signal }),
    }),
  revisions: (entryId: string) =>
    queryOptions({
      queryKey: [codexEntity, 'revisions', entryId] as const,
      queryFn: ({ signal }) => codexApi.revisions(entryId, { signal }),
    }),
  revision: (entryId: string, revisionId: string) =>
    queryOptions({
      queryKey: [codexEntity, 'revision', entryId, revisionId] as const,
      queryFn: ({ signal }) => codexApi.revision(entryId, revisionId, { signal }),
      staleTime: Infinity, // a revision never changes
    }),
  /** Full-text search in one codex (`codexId`) or all of the workspace's. */
  search: (q: string, codexId: string | null) =>
    infiniteQueryOptions({
      queryKey: [codexEntity, 'search', codexId ?? 'all', q] as const,
      queryFn: ({ pageParam, signal }) =>
        codexApi.search({ q, offset: pageParam, ...(codexId ? { codexId } : {}) }, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last) => last.nextOffset ?? undefined,
      staleTime: 30_000,
    }),
};
