import { accountTypeSchema } from '../auth';
import { z } from 'zod';
import { gameCodeSchema } from './games';
import { raritySchema } from './resources';

/**
 * `/play/{codigo}`: the public face of a game (`GET /api/public/play/:code`, no sign-in) and
 * joining it (`POST /api/app/gamificacao/play/:code/join`, any signed-in user).
 * Only these fields ever leave the server for a public read.
 */

export const playParamsSchema = z.object({ code: gameCodeSchema });

export const publicRewardSchema = z.object({
  points: z.number().int(),
  quantity: z.number().int(),
  resource: z
    .object({ name: z.string(), imageUrl: z.string().nullable(), rarity: raritySchema })
    .nullable(),
});
export type PublicReward = z.infer<typeof publicRewardSchema>;

export const publicMissionSchema = z.object({
  name: z.string(),
  goalText: z.string(),
  reward: publicRewardSchema,
});
export const publicLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  xpThreshold: z.number().int(),
});

export const publicGameSchema = z.object({
  name: z.string(),
  description: z.string(),
  code: z.string(),
  workspaceName: z.string(),
  /** Active missions only. */
  missions: z.array(publicMissionSchema),
  levels: z.array(publicLevelSchema),
  participantsCount: z.number().int(),
  scoringFormula: z.string(),
  /** Present only when the request carries a valid sign-in (bearer or session cookie). */
  joined: z.boolean().optional(),
});
export type PublicGame = z.infer<typeof publicGameSchema>;

export const joinResultSchema = z.object({
  gameId: z.string(),
  code: z.string(),
  /** False when the user already took part (joining again changes nothing). */
  joinedNow: z.boolean(),
  joinedAt: z.string(),
  /** The user's account type after joining (`player` for a former tourist). */
  accountType: accountTypeSchema.nullable(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;
