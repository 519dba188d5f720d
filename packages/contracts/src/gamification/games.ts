import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { rankingPeriods } from './rankings';
import {
  gamDescriptionSchema,
  gamNameSchema,
  gamPageOf,
  gamPageQuerySchema,
  gamQuantitySchema,
  gamResourceIdSchema,
  imageMediaIdSchema,
  imageUrlSchema,
  resourceRefSchema,
} from './resources';

/** Games ("gamificações", `/gamificacao/gamificacoes`, `/gamificacao/gamificacao/{id}`) with levels and trophies. */

/** Public game codes: 6 characters, upper-case letters and digits without the ambiguous I, O, 0 and 1. */
export const GAME_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GAME_CODE_LENGTH = 6;
const codePattern = new RegExp(`^[${GAME_CODE_ALPHABET}]{${GAME_CODE_LENGTH}}$`);
/** Case-insensitive: `abc234` and `ABC234` are the same code. */
export const gameCodeSchema = z
  .string('Informe o código.')
  .trim()
  .toUpperCase()
  .regex(codePattern, `O código tem ${GAME_CODE_LENGTH} letras ou números (sem I, O, 0 e 1).`);

export const gameStatuses = ['active', 'archived'] as const;
export const gameStatusSchema = z.enum(gameStatuses, { error: 'Escolha uma situação válida.' });
export type GameStatus = z.infer<typeof gameStatusSchema>;
export const gameStatusLabels: Record<GameStatus, string> = {
  active: 'Ativa',
  archived: 'Arquivada',
};

/** The game's default ranking period (values shared with rankings.ts). */
export const rankingPeriodSchema = z.enum(rankingPeriods, { error: 'Escolha um período válido.' });
export type RankingPeriod = z.infer<typeof rankingPeriodSchema>;
export const rankingPeriodLabels: Record<RankingPeriod, string> = {
  day: 'Dia',
  week: 'Semana',
  fortnight: 'Quinzena',
  all: 'Todo o período',
};

/** The ranking rule shown to players, so nobody has to guess how points count. */
export function scoringFormula(): string {
  return 'Pontos = soma dos pontos das recompensas recebidas no período (missões, acesso diário). Empate: quem chegou primeiro.';
}

/**
 * Points and/or a resource: a mission's reward, a game's daily reward, a store price.
 * A resource needs a quantity of at least 1; without one the quantity is 0.
 */
export const rewardInputSchema = z
  .strictObject({
    points: gamQuantitySchema(0, 'Os pontos não podem ser negativos.').default(0),
    resourceId: gamResourceIdSchema.nullable().default(null),
    quantity: gamQuantitySchema(0, 'A quantidade não pode ser negativa.').default(0),
  })
  .superRefine((value, ctx) => {
    if (value.resourceId && value.quantity < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'Informe a quantidade do recurso (pelo menos 1).',
      });
    if (!value.resourceId && value.quantity > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['resourceId'],
        message: 'Escolha o recurso dessa quantidade.',
      });
  });
export type RewardInput = z.input<typeof rewardInputSchema>;

export const rewardSchema = z.object({
  points: z.number().int(),
  resourceId: z.string().nullable(),
  quantity: z.number().int(),
  resource: resourceRefSchema.nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const noReward = { points: 0, resourceId: null, quantity: 0 } as const;

export const createGameBodySchema = z.strictObject({
  name: gamNameSchema,
  description: gamDescriptionSchema.default(''),
  rankingPeriod: rankingPeriodSchema.default('week'),
  /** Granted to each participant on their daily access. */
  dailyReward: rewardInputSchema.default({ ...noReward }),
});
export type CreateGameBody = z.input<typeof createGameBodySchema>;

export const updateGameBodySchema = z.strictObject({
  name: gamNameSchema.optional(),
  description: gamDescriptionSchema.optional(),
  status: gameStatusSchema.optional(),
  rankingPeriod: rankingPeriodSchema.optional(),
  dailyReward: rewardInputSchema.optional(),
  /** A new public code (unique across Orbita; 409 when taken). */
  code: gameCodeSchema.optional(),
  ...expectedVersion,
});
export type UpdateGameBody = z.input<typeof updateGameBodySchema>;

export const gameSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  status: gameStatusSchema,
  rankingPeriod: rankingPeriodSchema,
  dailyReward: rewardSchema,
  scoringFormula: z.string(),
  participantsCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Game = z.infer<typeof gameSchema>;
/** Newest first. `?status=` filters. */
export const gamesPageSchema = gamPageOf(gameSchema);
export type GamesPage = z.infer<typeof gamesPageSchema>;

// ---------------------------------------------------------------- levels

export const LEVELS_MAX = 100;
export const levelInputSchema = z.strictObject({
  name: gamNameSchema,
  /** All-time points in the game needed to reach the level. */
  xpThreshold: gamQuantitySchema(0, 'O XP mínimo não pode ser negativo.'),
});
/** Replaces every level at once; numbered 1..n in the given order, thresholds strictly increasing. */
export const replaceLevelsBodySchema = z
  .strictObject({
    levels: z.array(levelInputSchema).max(LEVELS_MAX, `Use no máximo ${LEVELS_MAX} níveis.`),
    /** The ladder's version the edit was made on (`levelsSchema.version`); stale: 409. */
    ...expectedVersion,
  })
  .superRefine((value, ctx) => {
    value.levels.forEach((level, i) => {
      const previous = value.levels[i - 1];
      if (previous && level.xpThreshold <= previous.xpThreshold) {
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i, 'xpThreshold'],
          message: `O XP do nível ${i + 1} deve ser maior que o do nível ${i}.`,
        });
      }
    });
  });
export type ReplaceLevelsBody = z.input<typeof replaceLevelsBodySchema>;

export const levelSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  level: z.number().int(),
  name: z.string(),
  xpThreshold: z.number().int(),
});
export type Level = z.infer<typeof levelSchema>;
/**
 * By level number. `version` is the ladder's (the game's `levels_version`): the ladder is
 * replaced as a whole, so it is one record for optimistic concurrency.
 */
export const levelsSchema = z.object({ items: z.array(levelSchema), version: versionSchema });
export type Levels = z.infer<typeof levelsSchema>;

// ---------------------------------------------------------------- trophies

export const trophyRuleKinds = ['level', 'mission', 'points'] as const;
export const trophyRuleLabels: Record<(typeof trophyRuleKinds)[number], string> = {
  level: 'Alcançar um nível',
  mission: 'Concluir uma missão',
  points: 'Somar pontos',
};
export const trophyRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('level'),
      level: gamQuantitySchema(1, 'Informe um nível a partir de 1.'),
    }),
    z.strictObject({ kind: z.literal('mission'), missionId: z.uuid('Missão não encontrada.') }),
    z.strictObject({
      kind: z.literal('points'),
      points: gamQuantitySchema(1, 'Informe pelo menos 1 ponto.'),
    }),
  ],
  { error: 'Escolha uma regra válida (nível, missão ou pontos).' },
);
export type TrophyRule = z.infer<typeof trophyRuleSchema>;

export const createTrophyBodySchema = z.strictObject({
  name: gamNameSchema,
  description: gamDescriptionSchema.default(''),
  imageUrl: imageUrlSchema.default(null),
  /** A media library file instead of `imageUrl` ("Usado em: troféu <nome>", public while used). */
  imageMediaId: imageMediaIdSchema.optional(),
  rule: trophyRuleSchema,
});
export type CreateTrophyBody = z.input<typeof createTrophyBodySchema>;
export const updateTrophyBodySchema = z.strictObject({
  name: gamNameSchema.optional(),
  description: gamDescriptionSchema.optional(),
  imageUrl: imageUrlSchema.optional(),
  imageMediaId: imageMediaIdSchema.optional(),
  rule: trophyRuleSchema.optional(),
  ...expectedVersion,
});
export type UpdateTrophyBody = z.input<typeof updateTrophyBodySchema>;

export const trophySchema = z.object({
  id: z.string(),
  gameId: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  rule: trophyRuleSchema,
  createdAt: z.string(),
  version: versionSchema,
});
export type Trophy = z.infer<typeof trophySchema>;
/** Oldest first. */
export const trophiesSchema = z.object({ items: z.array(trophySchema) });

// ---------------------------------------------------------------- participants

export const participantSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  joinedAt: z.string(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;
/** Newest first. */
export const participantsPageSchema = gamPageOf(participantSchema);
export type ParticipantsPage = z.infer<typeof participantsPageSchema>;

export const gamesQuerySchema = gamPageQuerySchema.extend({ status: gameStatusSchema.optional() });
