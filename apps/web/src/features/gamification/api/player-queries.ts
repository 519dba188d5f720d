import {
  gamificationEndpoints as gam,
  type InventoryEntry,
  type Player,
  type PlayerGame,
  type StoreItem,
} from '@orbita/contracts/gamification';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { gamificationKeys } from './keys';

export type { InventoryEntry, Player, PlayerGame, StoreItem };

export const playerApi = {
  player: () => callApi(gam.player),
  use: (resourceId: string) =>
    callApi(gam.useResource, { params: { resourceId }, body: { quantity: 1 } }),
  store: (gameId: string) =>
    callApi(gam.storeItems, { params: { id: gameId } }).then((r) => r.items),
  buy: (itemId: string) => callApi(gam.buyStoreItem, { params: { id: itemId } }),
};

export const playerQueries = {
  player: () => queryOptions({ queryKey: gamificationKeys.player(), queryFn: playerApi.player }),
  store: (gameId: string) =>
    queryOptions({
      queryKey: gamificationKeys.store(gameId),
      queryFn: () => playerApi.store(gameId),
    }),
};

/** Spending and using change points, inventory and rankings: refresh every gamification key. */
function useGamificationMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: gamificationKeys.all }),
  });
}

export const useUseResource = () => useGamificationMutation(playerApi.use);
export const useBuyItem = () => useGamificationMutation(playerApi.buy);
