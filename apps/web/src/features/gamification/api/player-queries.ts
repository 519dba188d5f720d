import type {
  BuyResult,
  InventoryEntry,
  Player,
  PlayerGame,
  StoreItem,
  UseResourceResult,
} from '@orbita/contracts/gamification';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { gamificationKeys } from './keys';

export type { InventoryEntry, Player, PlayerGame, StoreItem };

const games = 'app/gamificacao/games';
const id = encodeURIComponent;

export const playerApi = {
  player: () => http.get<Player>('app/gamificacao/player'),
  use: (resourceId: string) =>
    http.post<UseResourceResult>(`app/gamificacao/player/inventory/${id(resourceId)}/use`, {
      quantity: 1,
    }),
  store: (gameId: string) =>
    http.get<{ items: StoreItem[] }>(`${games}/${id(gameId)}/store-items`).then((r) => r.items),
  buy: (itemId: string) => http.post<BuyResult>(`app/gamificacao/store-items/${id(itemId)}/buy`),
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
