import { z } from 'zod';

/** Rankings by points per period (São Paulo days, ISO weeks, fortnights 1-15/16-end) or all time. */

export const rankingPeriods = ['day', 'week', 'fortnight', 'all'] as const;
export const rankingQueryPeriodSchema = z.enum(rankingPeriods, 'Período inválido.');
export type RankingQueryPeriod = z.infer<typeof rankingQueryPeriodSchema>;
export const RANKING_LIMIT_MAX = 100;

export const rankingQuerySchema = z.object({
  /** Defaults to the game's ranking period. */
  period: rankingQueryPeriodSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'O limite deve ser pelo menos 1.')
    .max(RANKING_LIMIT_MAX, `O limite pode ser no máximo ${RANKING_LIMIT_MAX}.`)
    .default(50),
});
export type RankingQuery = z.input<typeof rankingQuerySchema>;

export const rankingEntrySchema = z.object({
  position: z.number().int(),
  userId: z.string(),
  name: z.string(),
  points: z.number().int(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const rankingSchema = z.object({
  period: rankingQueryPeriodSchema,
  top: z.array(rankingEntrySchema),
  /** The caller's own position (players with more points + 1; ties: who got there first); null when not playing. */
  me: z.object({ position: z.number().int(), points: z.number().int() }).nullable(),
  scoringFormula: z.string(),
});
export type Ranking = z.infer<typeof rankingSchema>;

export const teamRankingEntrySchema = z.object({
  position: z.number().int(),
  teamId: z.string(),
  name: z.string(),
  points: z.number().int(),
});
export const teamRankingSchema = z.object({
  period: rankingQueryPeriodSchema,
  top: z.array(teamRankingEntrySchema),
  scoringFormula: z.string(),
});
export type TeamRanking = z.infer<typeof teamRankingSchema>;
