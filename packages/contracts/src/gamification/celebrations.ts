import { z } from 'zod';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { checkInSchema, createCheckInBodySchema } from './ledger';

/**
 * The player's side of manual missions and the moments worth celebrating: a check-in sent
 * from the player's screens, and the user-queue frame of a level reached or a trophy won.
 */

/** The user-queue frame after a grant that took the player to a new level or won a trophy. */
export const GAMIFICATION_CELEBRATION_TYPE = 'gamification.celebration';
export const celebrationKinds = ['level', 'trophy'] as const;
export const gamificationCelebrationSchema = z.object({
  type: z.literal(GAMIFICATION_CELEBRATION_TYPE),
  kind: z.enum(celebrationKinds),
  /** The toast's text, already in pt-BR ("Você subiu para o nível 3 em Foco!"). */
  text: z.string(),
});
export type GamificationCelebration = z.infer<typeof gamificationCelebrationSchema>;

/** "Você subiu para o nível {n} em {jogo}" (toast and notification say the same). */
export const levelUpText = (level: number, game: string) =>
  `Você subiu para o nível ${level} em ${game}`;
/** "Novo troféu: {nome}" (toast and notification say the same). */
export const newTrophyText = (trophy: string) => `Novo troféu: ${trophy}`;

/** `POST …/missions/{id}/check-ins`: a participant asks to count a manual mission once. */
export const playerCheckInEndpoints = {
  createCheckIn: defineEndpoint({
    method: 'POST',
    path: '/api/app/gamificacao/missions/{id}/check-ins',
    body: schemaType<typeof createCheckInBodySchema>(),
    response: schemaType<typeof checkInSchema>(),
  }),
};
