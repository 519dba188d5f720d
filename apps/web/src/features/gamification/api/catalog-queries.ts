import type { Resource } from '@orbita/contracts/gamification';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  checkInsApi,
  flowListsApi,
  gamesApi,
  levelsApi,
  missionsApi,
  resourcesApi,
  storeApi,
  trophiesApi,
} from './catalog-api';
import { gamificationKeys as keys } from './keys';

const PAGE = 50;
/** A picker needs every resource; the loop stops there (a workspace with more is not a picker's job). */
const PICKER_MAX = 1000;

async function everyResource(): Promise<Resource[]> {
  const all: Resource[] = [];
  let cursor: string | null = null;
  do {
    const page = await resourcesApi.page({ cursor, limit: 100 });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && all.length < PICKER_MAX);
  return all.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export const catalogQueries = {
  resourcePages: () =>
    infiniteQueryOptions({
      queryKey: [...keys.resources(), 'pages'] as const,
      queryFn: ({ pageParam }) => resourcesApi.page({ cursor: pageParam, limit: PAGE }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  resourceChoices: () =>
    queryOptions({ queryKey: [...keys.resources(), 'choices'] as const, queryFn: everyResource }),
  resource: (id: string) =>
    queryOptions({ queryKey: keys.resource(id), queryFn: () => resourcesApi.detail(id) }),
  gamePages: () =>
    infiniteQueryOptions({
      queryKey: [...keys.games(), 'pages'] as const,
      queryFn: ({ pageParam }) => gamesApi.page({ cursor: pageParam, limit: PAGE }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  game: (id: string) =>
    queryOptions({ queryKey: keys.game(id), queryFn: () => gamesApi.detail(id) }),
  missions: (gameId: string) =>
    queryOptions({ queryKey: keys.missions(gameId), queryFn: () => missionsApi.list(gameId) }),
  levels: (gameId: string) =>
    queryOptions({ queryKey: keys.levels(gameId), queryFn: () => levelsApi.list(gameId) }),
  trophies: (gameId: string) =>
    queryOptions({ queryKey: keys.trophies(gameId), queryFn: () => trophiesApi.list(gameId) }),
  store: (gameId: string) =>
    queryOptions({ queryKey: keys.store(gameId), queryFn: () => storeApi.list(gameId) }),
  participants: (gameId: string) =>
    infiniteQueryOptions({
      queryKey: keys.participants(gameId),
      queryFn: ({ pageParam }) => gamesApi.participants(gameId, { cursor: pageParam, limit: PAGE }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  pendingCheckIns: (gameId: string) =>
    queryOptions({ queryKey: keys.checkIns(gameId), queryFn: () => checkInsApi.pending(gameId) }),
  flowLists: () =>
    queryOptions({ queryKey: keys.flowLists(), queryFn: flowListsApi.all, staleTime: 60_000 }),
};
