import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import {
  daySchema,
  entryTypeSchema,
  financePageOf,
  financePageQuerySchema,
  financeTagSchema,
  financeTagsSchema,
  moneySchema,
} from './common';

/**
 * Entries (`/riqueza/entries`): revenue or expense of a box. A card purchase "parcelado em
 * N×" creates N entries, one per month, whose values sum exactly to the total (the spare
 * centavos go on the first) and which share `installmentGroupId`.
 */

export const entryStatuses = ['paid', 'pending'] as const;
export const entryStatusSchema = z.enum(entryStatuses, { error: 'Escolha Pago ou Pendente.' });
export type EntryStatus = z.infer<typeof entryStatusSchema>;
export const entryStatusLabels: Record<EntryStatus, string> = { paid: 'Pago', pending: 'Pendente' };

export const entrySources = ['manual', 'import', 'investment'] as const;
export type EntrySource = (typeof entrySources)[number];

export const ENTRY_DESCRIPTION_MAX = 200;
export const INSTALLMENTS_MIN = 2;
export const INSTALLMENTS_MAX = 48;

export const entrySchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  boxId: z.string(),
  categoryId: z.string().nullable(),
  date: z.string(),
  value: z.number().int(),
  type: entryTypeSchema,
  description: z.string(),
  status: entryStatusSchema,
  tags: z.array(z.string()),
  installmentGroupId: z.string().nullable(),
  installmentNumber: z.number().int().nullable(),
  installmentCount: z.number().int().nullable(),
  /** Credit-card entries: the statement (`YYYY-MM`) they belong to; null for other boxes. */
  statementMonth: z.string().nullable(),
  source: z.enum(entrySources),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Entry = z.infer<typeof entrySchema>;
export const entriesPageSchema = financePageOf(entrySchema);
/** What POST /entries answers: the entry, or every installment of the purchase (first to last). */
export const createdEntriesSchema = z.object({ items: z.array(entrySchema) });

const descriptionSchema = z
  .string('Informe a descrição.')
  .trim()
  .min(1, 'Informe a descrição.')
  .max(
    ENTRY_DESCRIPTION_MAX,
    `A descrição pode ter no máximo ${ENTRY_DESCRIPTION_MAX} caracteres.`,
  );

export const createEntryBodySchema = z.strictObject({
  boxId: z.uuid('Caixa não encontrada.'),
  categoryId: z.uuid('Categoria não encontrada.').nullish(),
  date: daySchema,
  /** The total, in centavos (for installments: the whole purchase). */
  value: moneySchema,
  type: entryTypeSchema,
  description: descriptionSchema,
  status: entryStatusSchema.default('paid'),
  tags: financeTagsSchema.default([]),
  /** 2..48: only for expenses on credit-card boxes. */
  installments: z
    .number('Informe o número de parcelas.')
    .int('Informe o número de parcelas.')
    .min(INSTALLMENTS_MIN, `Parcele em pelo menos ${INSTALLMENTS_MIN} vezes.`)
    .max(INSTALLMENTS_MAX, `Parcele em no máximo ${INSTALLMENTS_MAX} vezes.`)
    .optional(),
});
export type CreateEntryBody = z.input<typeof createEntryBodySchema>;

/** Any subset. On an installment this edits that installment only. */
export const updateEntryBodySchema = z.strictObject({
  boxId: z.uuid('Caixa não encontrada.').optional(),
  categoryId: z.uuid('Categoria não encontrada.').nullish(),
  date: daySchema.optional(),
  value: moneySchema.optional(),
  type: entryTypeSchema.optional(),
  description: descriptionSchema.optional(),
  status: entryStatusSchema.optional(),
  tags: financeTagsSchema.optional(),
  ...expectedVersion,
});
export type UpdateEntryBody = z.input<typeof updateEntryBodySchema>;

/** Filters of the entry list (newest first: date desc, then id desc). */
export const entryFiltersSchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  boxId: z.uuid('Caixa não encontrada.').optional(),
  categoryId: z.uuid('Categoria não encontrada.').optional(),
  tag: financeTagSchema.optional(),
  type: entryTypeSchema.optional(),
  status: entryStatusSchema.optional(),
  /** Words in the description (case and accent sensitive substring). */
  q: z.string().trim().max(100, 'A busca pode ter no máximo 100 caracteres.').optional(),
});
export type EntryFilters = z.infer<typeof entryFiltersSchema>;
export const entriesQuerySchema = financePageQuerySchema.extend(entryFiltersSchema.shape);
/** `GET /entries/export.csv`: the entries of the filters as CSV text (see the route for the columns). */
export const entriesCsvSchema = z.string();

/** DELETE /entries/:id?scope=group removes every installment of the purchase. */
export const deleteEntryQuerySchema = z.object({
  scope: z.enum(['one', 'group'], { error: 'Use one ou group.' }).default('one'),
});
export const deletedEntriesSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  ids: z.array(z.string()),
});

/** Splits a total into `count` integer parts that sum exactly to it, the spare centavos on the first. */
export function splitInstallments(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const parts = Array.from({ length: count }, () => base);
  parts[0] = total - base * (count - 1);
  return parts;
}
