import {
  exploreEndpoints as ep,
  type ExploreKind,
  type ExploreReportBody,
  type ModerationAction,
} from '@orbita/contracts/explore';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

export const exploreApi = {
  feed: (kind: ExploreKind | undefined, cursor: string | undefined, signal?: AbortSignal) =>
    callApi(ep.feed, { query: { kind, cursor }, signal }),
  featured: (signal?: AbortSignal) => callApi(ep.featured, { signal }),
  search: (q: string, kind: ExploreKind | undefined, signal?: AbortSignal) =>
    callApi(ep.search, { query: { q, kind }, signal }),
  react: (kind: ExploreKind, id: string) => callApi(ep.react, { params: { kind, id } }),
  report: (kind: ExploreKind, id: string, body: ExploreReportBody) =>
    callApi(ep.report, { params: { kind, id }, body }),
  me: (signal?: AbortSignal) => callApi(ep.me, { signal }),
  moderation: (signal?: AbortSignal) => callApi(ep.moderation, { signal }),
  moderate: (kind: ExploreKind, id: string, action: ModerationAction) =>
    callApi(ep.moderate, { params: { kind, id, action } }),
};

/** The one key factory of explore (public reads: no realtime entity drives them). */
export const exploreQueries = {
  feed: (kind: ExploreKind | undefined) =>
    infiniteQueryOptions({
      queryKey: ['explore', 'feed', kind ?? 'all'] as const,
      queryFn: ({ pageParam, signal }) => exploreApi.feed(kind, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  featured: () =>
    queryOptions({
      queryKey: ['explore', 'featured'] as const,
      queryFn: ({ signal }) => exploreApi.featured(signal),
    }),
  search: (q: string, kind: ExploreKind | undefined) =>
    queryOptions({
      queryKey: ['explore', 'search', q, kind ?? 'all'] as const,
      queryFn: ({ signal }) => exploreApi.search(q, kind, signal),
    }),
  me: () =>
    queryOptions({
      queryKey: ['explore', 'me'] as const,
      queryFn: ({ signal }) => exploreApi.me(signal),
    }),
  moderation: () =>
    queryOptions({
      queryKey: ['explore', 'moderation'] as const,
      queryFn: ({ signal }) => exploreApi.moderation(signal),
    }),
};
