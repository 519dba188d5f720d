import { z } from 'zod';
import { raritySchema, resourceEffectSchema } from './resources';

/** The signed-in person as a player (`/gamificacao/player/inventario`). */

export const playerLevelSchema = z.object({ n: z.number().int(), name: z.string() });
export const playerNextLevelSchema = playerLevelSchema.extend({ xpThreshold: z.number().int() });
export type PlayerLevel = z.infer<typeof playerLevelSchema>;

export const playerMissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  goalKind: z.string(),
  target: z.number().int(),
  /** Progress in the current recurrence period (`periodKey`). */
  progress: z.number().int(),
  periodKey: z.string(),
  completed: z.boolean(),
  /** Manual missions: the player's check-in waits for a decision (absent on other goals). */
  pendingCheckIn: z.boolean().optional(),
});
export type PlayerMission = z.infer<typeof playerMissionSchema>;

export const playerGameSchema = z.object({
  game: z.object({ id: z.string(), name: z.string(), code: z.string() }),
  /** XP: all-time points in the game. */
  points: z.number().int(),
  level: playerLevelSchema.nullable(),
  nextLevel: playerNextLevelSchema.nullable(),
  progress: z.number().min(0).max(1),
  missions: z.array(playerMissionSchema),
});
export type PlayerGame = z.infer<typeof playerGameSchema>;

export const inventoryResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  rarity: raritySchema,
  usable: z.boolean(),
  effect: resourceEffectSchema.nullable(),
});

export const inventoryEntrySchema = z.object({
  resource: inventoryResourceSchema,
  quantity: z.number().int(),
  /** The earliest expiry among the units held (transitory resources); null when they do not expire. */
  expiresAt: z.string().nullable(),
});
export type InventoryEntry = z.infer<typeof inventoryEntrySchema>;

export const playerTrophySchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  awardedAt: z.string(),
});
export type PlayerTrophy = z.infer<typeof playerTrophySchema>;

export const playerSchema = z.object({
  /** Spendable points: everything granted minus everything spent, over every game. */
  points: z.number().int(),
  /** The level in the game where the player has the most XP; null when no game has levels. */
  level: playerLevelSchema.nullable(),
  nextLevel: playerNextLevelSchema.nullable(),
  progress: z.number().min(0).max(1),
  streak: z.number().int().min(0),
  /** Streak freezes held (usable `streak_freeze` resources). */
  freezes: z.number().int().min(0),
  games: z.array(playerGameSchema),
  inventory: z.array(inventoryEntrySchema),
  trophies: z.array(playerTrophySchema),
});
export type Player = z.infer<typeof playerSchema>;

export const useResourceBodySchema = z.strictObject({
  quantity: z
    .number('Informe a quantidade.')
    .int('A quantidade deve ser um número inteiro.')
    .min(1, 'A quantidade deve ser pelo menos 1.')
    .max(1000, 'A quantidade pode ser no máximo 1000.')
    .default(1),
});
export type UseResourceBody = z.input<typeof useResourceBodySchema>;
export const useResourceResultSchema = z.object({
  resourceId: z.string(),
  used: z.number().int(),
  remaining: z.number().int(),
});
export type UseResourceResult = z.infer<typeof useResourceResultSchema>;
