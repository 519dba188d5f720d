import { peopleEntity, type PeopleListQuery, type PlayersQuery } from '@orbita/contracts/people';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { linkSearchApi, peopleApi } from './people-api';

/** The list's filters and order as the API takes them (only what is set). */
export type PeopleFilter = Omit<PeopleListQuery, 'cursor' | 'limit'>;

/** Pages of 100: 50,000 people scroll in 500 keyset pages, each asked only when reached. */
export const PEOPLE_PAGE = 100;

/**
 * The one key factory of people. Keys start with the realtime entity (`people`), so a
 * change published by the server (a person, one of their links) refreshes them in every
 * other tab (platform/realtime). The link search reads other modules: its own prefix.
 */
export const peopleQueries = {
  all: () => [peopleEntity] as const,
  lists: () => [peopleEntity, 'list'] as const,
  list: (filter: PeopleFilter) =>
    infiniteQueryOptions({
      queryKey: [peopleEntity, 'list', filter] as const,
      queryFn: ({ pageParam, signal }) =>
        peopleApi.list({ ...filter, cursor: pageParam, limit: PEOPLE_PAGE }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** Companies by name, for the "Empresa" pickers (the first 20 that match). */
  companies: (q: string) =>
    queryOptions({
      queryKey: [peopleEntity, 'companies', q] as const,
      queryFn: ({ signal }) =>
        peopleApi.list({ kind: 'company', ...(q ? { q } : {}), limit: 20 }, { signal }),
      staleTime: 30_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [peopleEntity, 'detail', id] as const,
      queryFn: ({ signal }) => peopleApi.get(id, { signal }),
    }),
  links: (id: string) =>
    queryOptions({
      queryKey: [peopleEntity, 'links', id] as const,
      queryFn: ({ signal }) => peopleApi.links(id, { signal }),
    }),
  timeline: (id: string) =>
    queryOptions({
      queryKey: [peopleEntity, 'timeline', id] as const,
      queryFn: ({ signal }) => peopleApi.timeline(id, { signal }),
    }),
  /** Players by offset pages of 50 (the list is ranked by points, not a keyset). */
  players: (query: Omit<PlayersQuery, 'offset' | 'limit'>) =>
    infiniteQueryOptions({
      queryKey: [peopleEntity, 'players', query] as const,
      queryFn: ({ pageParam, signal }) =>
        peopleApi.players({ ...query, offset: pageParam, limit: 50 }, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, p) => n + p.items.length, 0);
        return last.items.length > 0 && loaded < last.total ? loaded : undefined;
      },
    }),
  duplicates: () =>
    queryOptions({
      queryKey: [peopleEntity, 'duplicates'] as const,
      queryFn: ({ signal }) => peopleApi.duplicates({ signal }),
    }),
};

/** Other modules' records offered by "Vincular" (not people's: no realtime entity of ours). */
export const linkSearchQueries = {
  lists: () =>
    queryOptions({
      queryKey: ['people-link-search', 'lists'] as const,
      queryFn: ({ signal }) => linkSearchApi.lists({ signal }),
      staleTime: 60_000,
    }),
  tasks: (listId: string, q: string) =>
    queryOptions({
      queryKey: ['people-link-search', 'tasks', listId, q] as const,
      queryFn: ({ signal }) => linkSearchApi.tasks(listId, q, { signal }),
    }),
  entries: (q: string) =>
    queryOptions({
      queryKey: ['people-link-search', 'entries', q] as const,
      queryFn: ({ signal }) => linkSearchApi.entries(q, { signal }),
    }),
  publications: (q: string) =>
    queryOptions({
      queryKey: ['people-link-search', 'publications', q] as const,
      queryFn: ({ signal }) => linkSearchApi.publications(q, { signal }),
    }),
  contacts: (q: string) =>
    queryOptions({
      queryKey: ['people-link-search', 'contacts', q] as const,
      queryFn: ({ signal }) => linkSearchApi.contacts(q, { signal }),
    }),
};
