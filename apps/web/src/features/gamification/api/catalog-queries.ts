import type { AppState } from '@orbita/contracts/auth';
import type { Resource } from '@orbita/contracts/gamification';
import { can, type Action } from '@orbita/contracts/workspaces';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
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

/**
 * The member's role in the current workspace (`GET auth/app`, the key the shell fills), so
 * write buttons show only to who the server would let write. Features never import each
 * other, hence this small copy of flow's hook.
 */
export function useCan(action: Action): boolean {
  const role = useQuery({
    queryKey: ['auth', 'app'],
    queryFn: () => http.get<AppState>('auth/app'),
    staleTime: 60_000,
  }).data?.role;
  return !!role && can(role, action);
}
