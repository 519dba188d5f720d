import {
  gamificationEndpoints as gam,
  playerCheckInEndpoints,
  type InventoryEntry,
  type Player,
  type PlayerGame,
  type StoreItem,
} from '@orbita/contracts/gamification';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAllBut, replaceInLists } from '../../../platform/cache';
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
  checkIn: ({ missionId, note }: { missionId: string; note: string }) =>
    callApi(playerCheckInEndpoints.createCheckIn, { params: { id: missionId }, body: { note } }),
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
export function useUseResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: playerApi.use,
    onSettled: () => client.invalidateQueries({ queryKey: gamificationKeys.all }),
  });
}

/** A purchase answers the item (its stock) for the store; points, inventory and rankings reload. */
export function useBuyItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: playerApi.buy,
    onSuccess: ({ item }) =>
      invalidateAllBut(
        client,
        gamificationKeys.all,
        replaceInLists(client, gamificationKeys.store(item.gameId), item),
      ),
    onError: () => client.invalidateQueries({ queryKey: gamificationKeys.all }),
  });
}

/**
 * A manual mission's check-in: the mission then shows "Aguardando aprovação" (the player read
 * reloads); the approval arrives live (the grant's won toast refreshes every key).
 */
export function useCreateCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: playerApi.checkIn,
    onSettled: () => client.invalidateQueries({ queryKey: gamificationKeys.player() }),
  });
}
