import type {
  CreateGameBody,
  CreateMissionBody,
  CreateResourceBody,
  CreateStoreItemBody,
  CreateTrophyBody,
  ReplaceLevelsBody,
  UpdateGameBody,
  UpdateMissionBody,
  UpdateResourceBody,
  UpdateStoreItemBody,
  UpdateTrophyBody,
} from '@orbita/contracts/gamification';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  addToList,
  invalidateAllBut,
  removeFromLists,
  replaceInLists,
  type Identified,
} from '../../../platform/cache';
import {
  checkInsApi,
  gamesApi,
  levelsApi,
  missionsApi,
  resourcesApi,
  storeApi,
  trophiesApi,
} from './catalog-api';
import { gamificationKeys as keys } from './keys';

type Written = QueryKey[];

/**
 * A catalog write puts its answer where it is cached (the detail, the lists holding it) and
 * refreshes the rest of the `gamification` family, which the answer cannot give: a resource
 * renamed shows in rewards and prices, a mission changes the public page, a check-in
 * approval the ranking.
 */
function useCatalogMutation<TArgs, TResult>(
  fn: (args: TArgs) => Promise<TResult>,
  write: (client: QueryClient, result: TResult, args: TArgs) => Written,
) {
  const client = useQueryClient();
  // Not awaited: a page that navigates away after a delete should not first refetch what is gone.
  return useMutation({
    mutationFn: fn,
    onSuccess: (result, args) =>
      void invalidateAllBut(client, keys.all, write(client, result, args)),
  });
}

/** A detail answer: its own key, and its copies in the lists under `lists`. */
function writeDetail(
  client: QueryClient,
  detailKey: QueryKey,
  lists: QueryKey,
  entity: Identified,
) {
  client.setQueryData(detailKey, entity);
  return [detailKey, ...replaceInLists(client, lists, entity)];
}

/** A deleted record leaves its detail and every list. */
function writeDeleted(client: QueryClient, { id }: { id: string }): Written {
  client.removeQueries({ queryKey: keys.resource(id), exact: true });
  client.removeQueries({ queryKey: keys.game(id), exact: true });
  return removeFromLists(client, keys.all, id);
}

/** A record of a game's complete list (listed oldest first): replaced, or added last. */
function writeInGameList(client: QueryClient, listKey: QueryKey, entity: Identified): Written {
  const replaced = replaceInLists(client, listKey, entity);
  if (replaced.length) return replaced;
  return addToList(client, listKey, entity) ? [listKey] : [];
}

const resourcePages = [...keys.resources(), 'pages'] as const;
const gamePages = [...keys.games(), 'pages'] as const;

export const useSaveResource = (id: string | null) =>
  useCatalogMutation(
    (body: CreateResourceBody | UpdateResourceBody) =>
      id ? resourcesApi.update(id, body) : resourcesApi.create(body as CreateResourceBody),
    // The paged list puts a new one first and the picker sorts by name: both reload then.
    (client, resource) => writeDetail(client, keys.resource(resource.id), resourcePages, resource),
  );
export const useDeleteResource = () => useCatalogMutation(resourcesApi.remove, writeDeleted);

export const useCreateGame = () =>
  useCatalogMutation(
    (body: CreateGameBody) => gamesApi.create(body),
    (client, game) => writeDetail(client, keys.game(game.id), gamePages, game),
  );
export const useUpdateGame = (id: string) =>
  useCatalogMutation(
    (body: UpdateGameBody) => gamesApi.update(id, body),
    (client, game) => writeDetail(client, keys.game(game.id), gamePages, game),
  );
export const useDeleteGame = () => useCatalogMutation(gamesApi.remove, writeDeleted);

export const useReplaceLevels = (gameId: string) =>
  useCatalogMutation(
    (body: ReplaceLevelsBody) => levelsApi.replace(gameId, body),
    (client, levels) => {
      client.setQueryData(keys.levels(gameId), levels);
      return [keys.levels(gameId)];
    },
  );

export const useSaveTrophy = (gameId: string, id: string | null) =>
  useCatalogMutation(
    (body: CreateTrophyBody | UpdateTrophyBody) =>
      id ? trophiesApi.update(id, body) : trophiesApi.create(gameId, body as CreateTrophyBody),
    (client, trophy) => writeInGameList(client, keys.trophies(trophy.gameId), trophy),
  );
export const useDeleteTrophy = () => useCatalogMutation(trophiesApi.remove, writeDeleted);

export const useSaveMission = (gameId: string, id: string | null) =>
  useCatalogMutation(
    (body: CreateMissionBody | UpdateMissionBody) =>
      id ? missionsApi.update(id, body) : missionsApi.create(gameId, body as CreateMissionBody),
    (client, mission) => writeInGameList(client, keys.missions(mission.gameId), mission),
  );
export const useMissionStatus = () =>
  useCatalogMutation(
    ({ id, status }: { id: string; status: NonNullable<UpdateMissionBody['status']> }) =>
      missionsApi.update(id, { status }),
    (client, mission) => writeInGameList(client, keys.missions(mission.gameId), mission),
  );
export const useDeleteMission = () => useCatalogMutation(missionsApi.remove, writeDeleted);

export const useSaveStoreItem = (gameId: string, id: string | null) =>
  useCatalogMutation(
    (body: CreateStoreItemBody | UpdateStoreItemBody) =>
      id ? storeApi.update(id, body) : storeApi.create(gameId, body as CreateStoreItemBody),
    (client, item) => writeInGameList(client, keys.store(item.gameId), item),
  );
export const useDeleteStoreItem = () => useCatalogMutation(storeApi.remove, writeDeleted);

/** A decided check-in leaves the pending list; the points and ranking it moves reload. */
export const useDecideCheckIn = () =>
  useCatalogMutation(
    ({ id, approve }: { id: string; approve: boolean }) =>
      approve ? checkInsApi.approve(id) : checkInsApi.reject(id),
    (client, checkIn) => removeFromLists(client, keys.checkIns(checkIn.gameId), checkIn.id),
  );
