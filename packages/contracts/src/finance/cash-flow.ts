import { z } from 'zod';
import { daySchema, entryTypeSchema, financeTagSchema, queryBooleanSchema } from './common';

/**
 * Cash flow (`GET /riqueza/cash-flow`): revenue, expense and the running balance per day,
 * week (Monday to Sunday) or month, and totals per category. Transfers are never revenue
 * or expense: they only move the balance of the selected box(es). Pending entries are
 * reported apart, as the projection.
 */

export const cashFlowGranularities = ['day', 'week', 'month'] as const;
export const cashFlowGranularitySchema = z.enum(cashFlowGranularities, {
  error: 'Escolha dia, semana ou mês.',
});
export type CashFlowGranularity = z.infer<typeof cashFlowGranularitySchema>;
export const cashFlowGranularityLabels: Record<CashFlowGranularity, string> = {
  day: 'Dia',
  week: 'Semana',
  month: 'Mês',
};

/** The longest range, in days, per granularity: a year of days, five years of weeks, ten of months. */
export const CASH_FLOW_MAX_DAYS: Record<CashFlowGranularity, number> = {
  day: 366,
  week: 1830,
  month: 3660,
};
const rangeLabels: Record<CashFlowGranularity, string> = {
  day: '366 dias',
  week: '5 anos',
  month: '10 anos',
};

/** Days from `from` to `to`, both included. */
export function cashFlowDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** What is wrong with a range, in pt-BR, or null when it is fine (shared by the web form). */
export function cashFlowRangeProblem(
  from: string,
  to: string,
  granularity: CashFlowGranularity,
): { field: 'from' | 'to'; message: string } | null {
  if (from > to)
    return { field: 'to', message: 'A data final deve ser igual ou posterior à inicial.' };
  if (cashFlowDays(from, to) > CASH_FLOW_MAX_DAYS[granularity]) {
    return {
      field: 'from',
      message: `Por ${cashFlowGranularityLabels[granularity].toLowerCase()}, o período pode ter no máximo ${rangeLabels[granularity]}.`,
    };
  }
  return null;
}

export const cashFlowQuerySchema = z
  .object({
    /** Default: the first day of the month 11 months before `to` (twelve months). */
    from: daySchema.optional(),
    /** Default: the last day of the current month (São Paulo). */
    to: daySchema.optional(),
    granularity: cashFlowGranularitySchema.default('month'),
    boxId: z.uuid('Caixa não encontrada.').optional(),
    /** A group includes its subcategories. */
    categoryId: z.uuid('Categoria não encontrada.').optional(),
    tag: financeTagSchema.optional(),
    /** Default true: pending entries fill the projected columns. */
    includePending: queryBooleanSchema.default(true),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return; // the server checks the range again after the defaults
    const problem = cashFlowRangeProblem(q.from, q.to, q.granularity);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CashFlowQuery = z.input<typeof cashFlowQuerySchema>;

export const cashFlowBucketSchema = z.object({
  /** First and last day of the bucket (clipped to the range: a week may start before `from`, the bucket does not). */
  start: z.string(),
  end: z.string(),
  /** Paid entries. */
  revenue: z.number().int(),
  expense: z.number().int(),
  /** revenue − expense. */
  net: z.number().int(),
  /** Transfers into / out of the selected boxes from boxes outside them (zero without a box filter). */
  transfersIn: z.number().int(),
  transfersOut: z.number().int(),
  /**
   * Running balance of the selected boxes (all boxes without a filter) at the end of the
   * bucket: paid entries and transfers, whatever the category/tag filter.
   */
  balance: z.number().int(),
  /** Pending entries of the bucket (zero with includePending=false). */
  projectedRevenue: z.number().int(),
  projectedExpense: z.number().int(),
  /** balance plus every pending entry of the range up to this bucket. */
  projectedBalance: z.number().int(),
});
export type CashFlowBucket = z.infer<typeof cashFlowBucketSchema>;

export const cashFlowCategorySchema = z.object({
  /** null: entries without a category ("Sem categoria"). */
  categoryId: z.string().nullable(),
  name: z.string(),
  parentId: z.string().nullable(),
  type: entryTypeSchema,
  /** Paid entries. */
  total: z.number().int(),
  /** Pending entries (zero with includePending=false). */
  projected: z.number().int(),
  /** Entries counted (paid, plus pending when included). */
  count: z.number().int(),
});
export type CashFlowCategory = z.infer<typeof cashFlowCategorySchema>;

export const cashFlowSchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: cashFlowGranularitySchema,
  /** Balance of the selected boxes at the start of `from`. */
  openingBalance: z.number().int(),
  buckets: z.array(cashFlowBucketSchema),
  /** Biggest first, per type (revenue, then expense). */
  byCategory: z.array(cashFlowCategorySchema),
  totals: z.object({
    revenue: z.number().int(),
    expense: z.number().int(),
    net: z.number().int(),
    projectedRevenue: z.number().int(),
    projectedExpense: z.number().int(),
  }),
});
export type CashFlow = z.infer<typeof cashFlowSchema>;

/** The label of uncategorized entries in reports. */
export const UNCATEGORIZED_LABEL = 'Sem categoria';
