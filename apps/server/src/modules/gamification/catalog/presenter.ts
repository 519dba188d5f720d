import {
  goalText,
  scoringFormula,
  type Game,
  type Level,
  type Mission,
  type Resource,
  type ResourceRef,
  type Reward,
  type StoreItem,
  type StorePurchase,
  type Trophy,
  type TrophyRule,
} from '@orbita/contracts/gamification';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import type {
  gamificationGames,
  gamificationLevels,
  gamificationMissions,
  gamificationStoreItems,
  gamificationStorePurchases,
  gamificationTrophies,
} from './schema';
import { gamificationResources } from './schema';

export type ResourceRow = typeof gamificationResources.$inferSelect;
export type GameRow = typeof gamificationGames.$inferSelect;
export type LevelRow = typeof gamificationLevels.$inferSelect;
export type MissionRow = typeof gamificationMissions.$inferSelect;
export type TrophyRow = typeof gamificationTrophies.$inferSelect;
export type StoreItemRow = typeof gamificationStoreItems.$inferSelect;
export type PurchaseRow = typeof gamificationStorePurchases.$inferSelect;

const iso = (d: Date) => d.toISOString();

export const presentResource = (row: ResourceRow): Resource => ({
  id: row.id,
  workspaceId: row.workspaceId,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  rarity: row.rarity,
  usable: row.usable,
  limited: row.limited,
  quantityExisting: row.quantityExisting,
  quantityGranted: row.quantityGranted,
  transitory: row.transitory,
  effect: row.effect,
  useEffect: row.useEffect ?? null,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});

export type ResourceRefs = ReadonlyMap<string, ResourceRef>;

/** The resources named by rewards and prices, loaded in one query. */
export async function loadResourceRefs(
  q: Queryable,
  ids: readonly (string | null)[],
): Promise<ResourceRefs> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await q
    .select({
      id: gamificationResources.id,
      name: gamificationResources.name,
      imageUrl: gamificationResources.imageUrl,
      rarity: gamificationResources.rarity,
    })
    .from(gamificationResources)
    .where(inArray(gamificationResources.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export const presentReward = (
  points: number,
  resourceId: string | null,
  quantity: number,
  refs: ResourceRefs,
): Reward => ({
  points,
  resourceId,
  quantity,
  resource: resourceId ? (refs.get(resourceId) ?? null) : null,
});

export const presentGame = (row: GameRow, participantsCount: number, refs: ResourceRefs): Game => ({
  id: row.id,
  workspaceId: row.workspaceId,
  name: row.name,
  description: row.description,
  code: row.code,
  status: row.status,
  rankingPeriod: row.rankingPeriod,
  dailyReward: presentReward(row.dailyPoints, row.dailyResourceId, row.dailyQuantity, refs),
  scoringFormula: scoringFormula(),
  participantsCount,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});

export const presentLevel = (row: LevelRow): Level => ({
  id: row.id,
  gameId: row.gameId,
  level: row.level,
  name: row.name,
  xpThreshold: row.xpThreshold,
});

export const presentMission = (row: MissionRow, refs: ResourceRefs): Mission => ({
  id: row.id,
  workspaceId: row.workspaceId,
  gameId: row.gameId,
  name: row.name,
  description: row.description,
  status: row.status,
  goal: { kind: row.goalKind, listId: row.goalListId, target: row.goalTarget },
  goalText: goalText({ kind: row.goalKind, target: row.goalTarget }),
  recurrence: row.recurrence,
  reward: presentReward(row.rewardPoints, row.rewardResourceId, row.rewardQuantity, refs),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});

export function trophyRule(row: TrophyRow): TrophyRule {
  switch (row.ruleKind) {
    case 'level':
      return { kind: 'level', level: row.ruleLevel! };
    case 'mission':
      return { kind: 'mission', missionId: row.ruleMissionId! };
    case 'points':
      return { kind: 'points', points: row.rulePoints! };
  }
}

export const presentTrophy = (row: TrophyRow): Trophy => ({
  id: row.id,
  gameId: row.gameId,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  rule: trophyRule(row),
  createdAt: iso(row.createdAt),
  version: row.version,
});

export const presentStoreItem = (row: StoreItemRow, refs: ResourceRefs): StoreItem => ({
  id: row.id,
  gameId: row.gameId,
  name: row.name,
  description: row.description,
  resourceId: row.resourceId,
  resource: row.resourceId ? (refs.get(row.resourceId) ?? null) : null,
  quantity: row.quantity,
  price: presentReward(row.pricePoints, row.priceResourceId, row.priceQuantity, refs),
  stock: row.stock,
  sold: row.sold,
  available: row.stock === null || row.sold < row.stock,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});

export const presentPurchase = (row: PurchaseRow, refs: ResourceRefs): StorePurchase => ({
  id: row.id,
  gameId: row.gameId,
  storeItemId: row.storeItemId,
  userId: row.userId,
  itemName: row.itemName,
  price: presentReward(row.pricePoints, row.priceResourceId, row.priceQuantity, refs),
  resourceId: row.resourceId,
  quantity: row.quantity,
  createdAt: iso(row.createdAt),
});
