import { z } from 'zod';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { DomainEventBase } from '../platform/events';

/**
 * Personal habits and dailies (`/api/app/gamificacao/player/habits`), as in Habitica: a
 * player sets them for themselves, beside the missions of the games they play. A habit is
 * marked + and/or − any number of times a day; a daily is due on some days of the week, done
 * or not today, and keeps a streak of due days done. Days are São Paulo days (reset at 00:00).
 */

export const habitKinds = ['habit', 'daily'] as const;
export const habitKindSchema = z.enum(habitKinds, { error: 'Escolha hábito ou diária.' });
export type HabitKind = z.infer<typeof habitKindSchema>;
export const habitKindLabels: Record<HabitKind, string> = { habit: 'Hábito', daily: 'Diária' };

/** 0 = domingo … 6 = sábado (JavaScript's getDay). */
export const weekdayLabels = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
export const weekdayNames = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

export const HABIT_NAME_MAX = 120;
export const HABITS_MAX = 100;
/** Personal points per + or per daily done. */
export const HABIT_POINTS_MAX = 10;
/**
 * Personal points a player can earn from their own habits and dailies in one São Paulo day,
 * all together: they set the rules themselves, so the reward is capped. They are game-less
 * points: no game's XP, ranking or store counts them.
 */
export const HABIT_POINTS_DAY_CAP = 30;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(HABIT_NAME_MAX, `O nome pode ter no máximo ${HABIT_NAME_MAX} caracteres.`);
const pointsSchema = z
  .number('Informe um número.')
  .int('Informe um número inteiro.')
  .min(0, 'A recompensa não pode ser negativa.')
  .max(HABIT_POINTS_MAX, `A recompensa pode ser de no máximo ${HABIT_POINTS_MAX} pontos.`);
const weekdaysSchema = z
  .array(z.number().int().min(0).max(6), 'Escolha os dias da semana.')
  .min(1, 'Escolha pelo menos um dia da semana.')
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const createHabitBodySchema = z
  .strictObject({
    kind: habitKindSchema,
    name: nameSchema,
    /** Habits: which buttons it has. */
    positive: z.boolean('Informe sim ou não.').default(true),
    negative: z.boolean('Informe sim ou não.').default(false),
    /** Dailies: the days it is due. */
    weekdays: weekdaysSchema.default([0, 1, 2, 3, 4, 5, 6]),
    points: pointsSchema.default(1),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'habit' && !value.positive && !value.negative)
      ctx.addIssue({
        code: 'custom',
        path: ['positive'],
        message: 'Escolha + ou − (ou os dois).',
      });
  });
export type CreateHabitBody = z.input<typeof createHabitBodySchema>;

export const updateHabitBodySchema = z.strictObject({
  name: nameSchema.optional(),
  positive: z.boolean('Informe sim ou não.').optional(),
  negative: z.boolean('Informe sim ou não.').optional(),
  weekdays: weekdaysSchema.optional(),
  points: pointsSchema.optional(),
});
export type UpdateHabitBody = z.input<typeof updateHabitBodySchema>;

export const habitMarkDirections = ['up', 'down'] as const;
export const habitMarkBodySchema = z.strictObject({
  direction: z.enum(habitMarkDirections, { error: 'Escolha + ou −.' }),
});
export type HabitMarkBody = z.input<typeof habitMarkBodySchema>;

export const habitSchema = z.object({
  id: z.string(),
  kind: habitKindSchema,
  name: z.string(),
  positive: z.boolean(),
  negative: z.boolean(),
  weekdays: z.array(z.number().int()),
  points: z.number().int(),
  /** Today's São Paulo day (`YYYY-MM-DD`), the day of the counters below. */
  day: z.string(),
  /** Habits: + and − marked today. */
  upToday: z.number().int(),
  downToday: z.number().int(),
  /** Dailies: due today, done today, and due days done in a row. */
  dueToday: z.boolean(),
  doneToday: z.boolean(),
  streak: z.number().int().min(0),
  createdAt: z.string(),
});
export type Habit = z.infer<typeof habitSchema>;

export const habitsSchema = z.object({
  items: z.array(habitSchema),
  /** Personal points earned today from habits and dailies, and the day's cap. */
  pointsToday: z.number().int(),
  pointsDayCap: z.number().int(),
});
export type Habits = z.infer<typeof habitsSchema>;

/** A mark's answer: the habit as it is now and the points it earned (0 at the day's cap). */
export const habitMarkResultSchema = z.object({
  habit: habitSchema,
  pointsEarned: z.number().int(),
  pointsToday: z.number().int(),
});
export type HabitMarkResult = z.infer<typeof habitMarkResultSchema>;

const base = '/api/app/gamificacao/player/habits';

export const habitEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    response: schemaType<typeof habitsSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createHabitBodySchema>(),
    response: schemaType<typeof habitSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateHabitBodySchema>(),
    response: schemaType<typeof habitSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<z.ZodObject<{ id: z.ZodString; deleted: z.ZodLiteral<true> }>>(),
  }),
  mark: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/marks`,
    body: schemaType<typeof habitMarkBodySchema>(),
    response: schemaType<typeof habitMarkResultSchema>(),
  }),
  done: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/done`,
    response: schemaType<typeof habitMarkResultSchema>(),
  }),
  undone: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}/done`,
    response: schemaType<typeof habitMarkResultSchema>(),
  }),
};

/** Habits are the person's (no workspace): `workspaceId` is their current one when it changed. */
export interface HabitEvents {
  'gamification.habit.changed': DomainEventBase & {
    userId: string;
    habitId: string;
    change: 'created' | 'updated' | 'deleted' | 'marked';
  };
}

declare module '../platform/events' {
  interface DomainEvents extends HabitEvents {}
}
