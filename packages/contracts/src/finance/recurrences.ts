import { z } from 'zod';
import type { DomainEventBase } from '../platform/events';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import { addMonthsToDay, daySchema } from './common';
import {
  createEntryBodySchema,
  entrySchema,
  entryStatusSchema,
  updateEntryBodySchema,
} from './entries';

/**
 * Recurring entries (`/riqueza/recurrences`), Organizze's "lançamento fixo": rent, salary,
 * subscriptions. A recurrence is a template plus a schedule; its occurrences are ordinary
 * entries (status "Pendente" until paid) created ahead for a horizon, so cash flow, bills
 * and budgets see them. Occurrence `n` of a series falls on `occurrenceDate(...)`, always
 * computed from the anchor (never from the previous one), so day 31 gives 28/02 and then
 * 31/03 again.
 */

export const recurrenceFrequencies = ['weekly', 'monthly', 'yearly'] as const;
export const recurrenceFrequencySchema = z.enum(recurrenceFrequencies, {
  error: 'Escolha semanal, mensal ou anual.',
});
export type RecurrenceFrequency = z.infer<typeof recurrenceFrequencySchema>;
export const recurrenceFrequencyLabels: Record<RecurrenceFrequency, string> = {
  weekly: 'Semanal',
  monthly: 'Mensal',
  yearly: 'Anual',
};

export const recurrenceEnds = ['never', 'count', 'date'] as const;
export const recurrenceEndSchema = z.enum(recurrenceEnds, {
  error: 'Escolha quando a repetição termina.',
});
export type RecurrenceEnd = z.infer<typeof recurrenceEndSchema>;

export const RECURRENCE_COUNT_MAX = 360;
export const RECURRENCE_INTERVAL_MAX = 12;
/** How far ahead occurrences exist as entries (months). */
export const RECURRENCE_HORIZON_MONTHS = 12;

/** The scope of an edit or deletion of one occurrence (Google Calendar, Organizze). */
export const occurrenceScopes = ['one', 'following', 'all'] as const;
export const occurrenceScopeSchema = z.enum(occurrenceScopes, {
  error: 'Escolha Somente este, Este e os seguintes ou Todos.',
});
export type OccurrenceScope = z.infer<typeof occurrenceScopeSchema>;
export const occurrenceScopeLabels: Record<OccurrenceScope, string> = {
  one: 'Somente este',
  following: 'Este e os seguintes',
  all: 'Todos',
};

/** The date of occurrence `n` of a series anchored at (`anchorDate`, `anchorNumber`). */
export function occurrenceDate(
  schedule: {
    frequency: RecurrenceFrequency;
    interval: number;
    anchorDate: string;
    anchorNumber: number;
  },
  n: number,
): string {
  const steps = (n - schedule.anchorNumber) * schedule.interval;
  if (schedule.frequency === 'monthly') return addMonthsToDay(schedule.anchorDate, steps);
  if (schedule.frequency === 'yearly') return addMonthsToDay(schedule.anchorDate, steps * 12);
  const date = new Date(`${schedule.anchorDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + steps * 7);
  return date.toISOString().slice(0, 10);
}

const countSchema = z
  .number('Informe quantas vezes.')
  .int('Informe quantas vezes.')
  .min(2, 'Repita pelo menos 2 vezes.')
  .max(RECURRENCE_COUNT_MAX, `Repita no máximo ${RECURRENCE_COUNT_MAX} vezes.`);

/** The schedule part of a new recurrence; the entry part is the entry form's (no installments). */
export const recurrenceScheduleSchema = z.strictObject({
  frequency: recurrenceFrequencySchema.default('monthly'),
  interval: z
    .number('Informe o intervalo.')
    .int('Informe o intervalo.')
    .min(1, 'O intervalo deve ser de pelo menos 1.')
    .max(RECURRENCE_INTERVAL_MAX, `O intervalo pode ser de no máximo ${RECURRENCE_INTERVAL_MAX}.`)
    .default(1),
  end: recurrenceEndSchema.default('never'),
  count: countSchema.optional(),
  endDate: daySchema.optional(),
});

export const createRecurrenceBodySchema = createEntryBodySchema
  .omit({ installments: true })
  .extend({
    ...recurrenceScheduleSchema.shape,
    /** The first occurrence's situation (the form's "Pago"); the others are always pending. */
    status: entryStatusSchema.default('pending'),
  })
  .superRefine((v, ctx) => {
    if (v.end === 'count' && v.count === undefined)
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'Informe quantas vezes.' });
    if (v.end === 'date' && !v.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Informe a data final.' });
    if (v.end === 'date' && v.endDate && v.endDate < v.date)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'A data final deve ser depois do primeiro lançamento.',
      });
  });
export type CreateRecurrenceBody = z.input<typeof createRecurrenceBodySchema>;

export const recurrenceSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  boxId: z.string(),
  categoryId: z.string().nullable(),
  type: entrySchema.shape.type,
  description: z.string(),
  value: z.number().int(),
  tags: z.array(z.string()),
  frequency: recurrenceFrequencySchema,
  interval: z.number().int(),
  anchorDate: z.string(),
  anchorNumber: z.number().int(),
  firstNumber: z.number().int(),
  /** The last occurrence number of this series (count, end date or a split); null: never ends. */
  lastNumber: z.number().int().nullable(),
  /** How many the whole series has (shown "3/12"); null: never ends. */
  totalCount: z.number().int().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

/** Which entry is occurrence `number` of which recurrence (the lists' "Fixa · 3/12" marker). */
export const occurrenceLinkSchema = z.object({
  entryId: z.string(),
  recurrenceId: z.string(),
  number: z.number().int(),
  total: z.number().int().nullable(),
});
export type OccurrenceLink = z.infer<typeof occurrenceLinkSchema>;

export const recurrencesSchema = z.object({
  items: z.array(recurrenceSchema),
  occurrences: z.array(occurrenceLinkSchema),
});
export const createdRecurrenceSchema = z.object({
  recurrence: recurrenceSchema,
  items: z.array(entrySchema),
});

export const recurrenceParamsSchema = z.object({ id: z.uuid('Recorrência não encontrada.') });
export const occurrenceParamsSchema = z.object({ id: z.uuid('Lançamento não encontrado.') });

/** An occurrence's edit: the entry's fields, plus how far it reaches. */
export const updateOccurrenceBodySchema = updateEntryBodySchema.extend({
  scope: occurrenceScopeSchema,
});
export type UpdateOccurrenceBody = z.input<typeof updateOccurrenceBodySchema>;
export const updatedOccurrenceSchema = z.object({
  entry: entrySchema,
  /** Every entry the edit changed (this one first); paid ones of the series stay as they were. */
  ids: z.array(z.string()),
});

/** Without a scope: "Somente este", as DELETE /entries/:id does. */
export const deleteOccurrenceQuerySchema = z.object({
  scope: occurrenceScopeSchema.default('one'),
});
export const deletedOccurrencesSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  ids: z.array(z.string()),
});

const base = '/api/app/riqueza';
export const recurrenceEndpoints = {
  recurrences: defineEndpoint({
    method: 'GET',
    path: `${base}/recurrences`,
    response: schemaType<typeof recurrencesSchema>(),
  }),
  createRecurrence: defineEndpoint({
    method: 'POST',
    path: `${base}/recurrences`,
    body: schemaType<typeof createRecurrenceBodySchema>(),
    response: schemaType<typeof createdRecurrenceSchema>(),
  }),
  updateOccurrence: defineEndpoint({
    method: 'PATCH',
    path: `${base}/recurrences/occurrences/{id}`,
    body: schemaType<typeof updateOccurrenceBodySchema>(),
    response: schemaType<typeof updatedOccurrenceSchema>(),
  }),
  deleteOccurrence: defineEndpoint({
    method: 'DELETE',
    path: `${base}/recurrences/occurrences/{id}`,
    query: schemaType<typeof deleteOccurrenceQuerySchema>(),
    response: schemaType<typeof deletedOccurrencesSchema>(),
  }),
};

export interface RecurrenceEvents {
  /** A recurrence was created (its first occurrences each also `finance.entry.recorded`). */
  'finance.recurrence.created': DomainEventBase & { recurrenceId: string; occurrences: number };
  /** Occurrences were generated ahead (the horizon moved, or a split's new series). */
  'finance.recurrence.generated': DomainEventBase & { recurrenceId: string; occurrences: number };
  /** A series edit ("Este e os seguintes" or "Todos"); `splitFrom`: the series it was cut from. */
  'finance.recurrence.updated': DomainEventBase & {
    recurrenceId: string;
    scope: OccurrenceScope;
    splitFrom: string | null;
  };
  /** A series ended early or removed ("Este e os seguintes" / "Todos" on delete). */
  'finance.recurrence.ended': DomainEventBase & { recurrenceId: string; scope: OccurrenceScope };
}

declare module '../platform/events' {
  interface DomainEvents extends RecurrenceEvents {}
}
