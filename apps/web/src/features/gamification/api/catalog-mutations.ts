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
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * Every catalog write refreshes the whole `gamification` family: a resource renamed shows in
 * rewards and prices, a mission changes the public page, a check-in approval the ranking.
 * The realtime event does the same for the other browsers.
 */
function useCatalogMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  // Not awaited: a page that navigates away after a delete should not first refetch what is gone.
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSaveResource = (id: string | null) =>
  useCatalogMutation((body: CreateResourceBody | UpdateResourceBody) =>
    id ? resourcesApi.update(id, body) : resourcesApi.create(body as CreateResourceBody),
  );
export const useDeleteResource = () => useCatalogMutation(resourcesApi.remove);

export const useCreateGame = () =>
  useCatalogMutation((body: CreateGameBody) => gamesApi.create(body));
export const useUpdateGame = (id: string) =>
  useCatalogMutation((body: UpdateGameBody) => gamesApi.update(id, body));
export const useDeleteGame = () => useCatalogMutation(gamesApi.remove);

export const useReplaceLevels = (gameId: string) =>
  useCatalogMutation((body: ReplaceLevelsBody) => levelsApi.replace(gameId, body));

export const useSaveTrophy = (gameId: string, id: string | null) =>
  useCatalogMutation((body: CreateTrophyBody | UpdateTrophyBody) =>
    id ? trophiesApi.update(id, body) : trophiesApi.create(gameId, body as CreateTrophyBody),
  );
export const useDeleteTrophy = () => useCatalogMutation(trophiesApi.remove);

export const useSaveMission = (gameId: string, id: string | null) =>
  useCatalogMutation((body: CreateMissionBody | UpdateMissionBody) =>
    id ? missionsApi.update(id, body) : missionsApi.create(gameId, body as CreateMissionBody),
  );
export const useMissionStatus = () =>
  useCatalogMutation(
    ({ id, status }: { id: string; status: NonNullable<UpdateMissionBody['status']> }) =>
      missionsApi.update(id, { status }),
  );
export const useDeleteMission = () => useCatalogMutation(missionsApi.remove);

export const useSaveStoreItem = (gameId: string, id: string | null) =>
  useCatalogMutation((body: CreateStoreItemBody | UpdateStoreItemBody) =>
    id ? storeApi.update(id, body) : storeApi.create(gameId, body as CreateStoreItemBody),
  );
export const useDeleteStoreItem = () => useCatalogMutation(storeApi.remove);

export const useDecideCheckIn = () =>
  useCatalogMutation(({ id, approve }: { id: string; approve: boolean }) =>
    approve ? checkInsApi.approve(id) : checkInsApi.reject(id),
  );
