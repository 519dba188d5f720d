import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { rewardInputSchema, rewardSchema } from './games';
import { gamDescriptionSchema, gamNameSchema, gamQuantitySchema } from './resources';

/** Missions of a game: a goal counted from real events (or manual check-ins), a recurrence, a reward. */

export const missionStatuses = ['active', 'standby', 'concluded'] as const;
export const missionStatusSchema = z.enum(missionStatuses, {
  error: 'Escolha uma situação válida.',
});
export type MissionStatus = z.infer<typeof missionStatusSchema>;
/** Only `active` missions count progress. */
export const missionStatusLabels: Record<MissionStatus, string> = {
  active: 'Ativa',
  standby: 'Em espera',
  concluded: 'Concluída',
};

export const goalKinds = [
  'tasks_done',
  'inbox_processed',
  'finance_entries',
  'daily_streak',
  'manual',
] as const;
export const goalKindSchema = z.enum(goalKinds, { error: 'Escolha um objetivo válido.' });
export type GoalKind = z.infer<typeof goalKindSchema>;
export const goalKindLabels: Record<GoalKind, string> = {
  tasks_done: 'Tarefas concluídas',
  inbox_processed: 'Itens da caixa de entrada processados',
  finance_entries: 'Lançamentos financeiros registrados',
  daily_streak: 'Sequência de acessos diários',
  manual: 'Check-in manual',
};

/** The period in which the goal must be met; each period can be completed (and rewarded) once. */
export const recurrences = ['none', 'day', 'week', 'fortnight', 'month'] as const;
export const recurrenceSchema = z.enum(recurrences, { error: 'Escolha uma recorrência válida.' });
export type Recurrence = z.infer<typeof recurrenceSchema>;
export const recurrenceLabels: Record<Recurrence, string> = {
  none: 'Única',
  day: 'Diária',
  week: 'Semanal',
  fortnight: 'Quinzenal',
  month: 'Mensal',
};

export const GOAL_TARGET_MAX = 100_000;
export const goalInputSchema = z
  .strictObject({
    kind: goalKindSchema,
    /** `tasks_done` only: count tasks of this list; null = any list of the game's workspace. */
    listId: z.uuid('Lista não encontrada.').nullable().default(null),
    target: gamQuantitySchema(1, 'A meta deve ser de pelo menos 1.').max(
      GOAL_TARGET_MAX,
      `A meta pode ser no máximo ${GOAL_TARGET_MAX.toLocaleString('pt-BR')}.`,
    ),
  })
  .superRefine((value, ctx) => {
    if (value.listId && value.kind !== 'tasks_done')
      ctx.addIssue({
        code: 'custom',
        path: ['listId'],
        message: 'Só o objetivo "Tarefas concluídas" usa uma lista.',
      });
  });
export type GoalInput = z.input<typeof goalInputSchema>;
export const goalSchema = z.object({
  kind: goalKindSchema,
  listId: z.string().nullable(),
  target: z.number().int(),
});
export type Goal = z.infer<typeof goalSchema>;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** The goal in words, e.g. "Concluir 3 tarefas" (also shown on the public play page). */
export function goalText(goal: Pick<Goal, 'kind' | 'target'>): string {
  const n = goal.target;
  switch (goal.kind) {
    case 'tasks_done':
      return `Concluir ${plural(n, 'tarefa', 'tarefas')}`;
    case 'inbox_processed':
      return `Processar ${plural(n, 'item', 'itens')} da caixa de entrada`;
    case 'finance_entries':
      return `Registrar ${plural(n, 'lançamento financeiro', 'lançamentos financeiros')}`;
    case 'daily_streak':
      return `Acessar ${plural(n, 'dia seguido', 'dias seguidos')}`;
    case 'manual':
      return `Ter ${plural(n, 'check-in aprovado', 'check-ins aprovados')}`;
  }
}

export const createMissionBodySchema = z.strictObject({
  name: gamNameSchema,
  description: gamDescriptionSchema.default(''),
  status: missionStatusSchema.default('active'),
  goal: goalInputSchema,
  recurrence: recurrenceSchema.default('none'),
  reward: rewardInputSchema,
});
export type CreateMissionBody = z.input<typeof createMissionBodySchema>;

export const updateMissionBodySchema = z.strictObject({
  name: gamNameSchema.optional(),
  description: gamDescriptionSchema.optional(),
  status: missionStatusSchema.optional(),
  goal: goalInputSchema.optional(),
  recurrence: recurrenceSchema.optional(),
  reward: rewardInputSchema.optional(),
  ...expectedVersion,
});
export type UpdateMissionBody = z.input<typeof updateMissionBodySchema>;

export const missionSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  gameId: z.string(),
  name: z.string(),
  description: z.string(),
  status: missionStatusSchema,
  goal: goalSchema,
  goalText: z.string(),
  recurrence: recurrenceSchema,
  reward: rewardSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Mission = z.infer<typeof missionSchema>;
/** Oldest first. `?status=` filters. */
export const missionsSchema = z.object({ items: z.array(missionSchema) });
export const missionsQuerySchema = z.object({ status: missionStatusSchema.optional() });
