import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import type { DomainEventBase } from '../platform/events';
import { monthSchema, moneySchema } from './common';

/**
 * Budgets (`/riqueza/budgets`, "metas de gastos"): a spending limit per expense category per
 * month. A budget on a group ("Alimentação") counts its subcategories' entries too.
 *
 * - "Gasto" of a month: every expense entry of the category dated in that month (São Paulo
 *   calendar day of the entry; card purchases by purchase day), paid or pending; transfers
 *   are never spending.
 * - `repeat`: the budget also holds in the following months until another one is set for the
 *   category. A budget without `repeat` holds in its month only, and ends an earlier
 *   repetition: the months after it have no budget until one is set.
 * - `carryOver`: what was left of the previous month's budget (positive) or what went over it
 *   (negative) is added to this month's amount; the chain goes back while consecutive months
 *   had a budget, at most `BUDGET_CARRY_MONTHS` months.
 */

export const BUDGET_WARNING_PERCENT = 80;
export const BUDGET_OVER_PERCENT = 100;
/** How far back carry-over is followed: the oldest months stop mattering. */
export const BUDGET_CARRY_MONTHS = 24;
export const BUDGET_REPORT_MONTHS = 6;

export const budgetStatuses = ['ok', 'warning', 'over'] as const;
export type BudgetStatus = (typeof budgetStatuses)[number];
export const budgetStatusLabels: Record<BudgetStatus, string> = {
  ok: 'Dentro do orçamento',
  warning: 'Perto do limite',
  over: 'Esgotado',
};

/** The stored budget, as written. */
export const budgetSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  categoryId: z.string(),
  /** `YYYY-MM`: the month it was set for (and the first one it holds in). */
  month: z.string(),
  /** Centavos. */
  amount: z.number().int(),
  repeat: z.boolean(),
  carryOver: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Budget = z.infer<typeof budgetSchema>;

/** A budget holding in one month, with that month's figures (all centavos). */
export const budgetProgressSchema = z.object({
  budget: budgetSchema,
  categoryName: z.string(),
  /** The month shown (`YYYY-MM`). */
  month: z.string(),
  /** True when the budget was set in an earlier month and repeats into this one. */
  inherited: z.boolean(),
  /** Carried from the previous month (carry-over on): positive left over, negative overspent. */
  carried: z.number().int(),
  /** amount + carried. */
  available: z.number().int(),
  spent: z.number().int(),
  /** available − spent (negative when over). */
  remaining: z.number().int(),
  /** spent / available, whole percent rounded down (100 when nothing is available). */
  percent: z.number().int(),
  status: z.enum(budgetStatuses),
});
export type BudgetProgress = z.infer<typeof budgetProgressSchema>;

/** Riskiest first: highest percent, then the biggest spending. */
export const budgetsSchema = z.object({
  month: z.string(),
  items: z.array(budgetProgressSchema),
  totals: z.object({ available: z.number().int(), spent: z.number().int() }),
});
export type Budgets = z.infer<typeof budgetsSchema>;

export const budgetsQuerySchema = z.object({
  /** Default: the current São Paulo month. */
  month: monthSchema.optional(),
});
export type BudgetsQuery = z.input<typeof budgetsQuerySchema>;

export const budgetParamsSchema = z.object({ id: z.uuid('Orçamento não encontrado.') });

const flag = (message: string) => z.boolean(message);

export const createBudgetBodySchema = z.strictObject({
  categoryId: z.uuid('Escolha uma categoria de despesa.'),
  month: monthSchema,
  amount: moneySchema,
  repeat: flag('Informe se o orçamento se repete.').default(true),
  carryOver: flag('Informe se o saldo passa para o mês seguinte.').default(false),
});
export type CreateBudgetBody = z.input<typeof createBudgetBodySchema>;

export const updateBudgetBodySchema = z.strictObject({
  amount: moneySchema.optional(),
  repeat: flag('Informe se o orçamento se repete.').optional(),
  carryOver: flag('Informe se o saldo passa para o mês seguinte.').optional(),
  ...expectedVersion,
});
export type UpdateBudgetBody = z.input<typeof updateBudgetBodySchema>;

/** Month over month by expense group (subcategories inside their group), oldest month first. */
export const budgetReportSchema = z.object({
  months: z.array(z.string()),
  rows: z.array(
    z.object({
      categoryId: z.string(),
      categoryName: z.string(),
      /** Spent per month, aligned with `months`. */
      spent: z.array(z.number().int()),
      /** The budget available per month (null: none), aligned with `months`. */
      budget: z.array(z.number().int().nullable()),
      /** Last month against the one before, whole percent (null when the one before is zero). */
      variation: z.number().int().nullable(),
    }),
  ),
  /** Every group together, per month. */
  totals: z.array(z.number().int()),
});
export type BudgetReport = z.infer<typeof budgetReportSchema>;

export const budgetReportQuerySchema = z.object({
  /** The last month of the report (default: the current São Paulo month). */
  month: monthSchema.optional(),
});
export type BudgetReportQuery = z.input<typeof budgetReportQuerySchema>;

/** The threshold reached ("chegou a 80 %", "chegou a 100 %"). */
export const budgetAlertThresholds = [BUDGET_WARNING_PERCENT, BUDGET_OVER_PERCENT] as const;

export interface FinanceBudgetEvents {
  'finance.budget.created': DomainEventBase & { budgetId: string; categoryId: string };
  'finance.budget.updated': DomainEventBase & { budgetId: string; categoryId: string };
  'finance.budget.deleted': DomainEventBase & { budgetId: string; categoryId: string };
  /**
   * An entry took a budget's month to a threshold (once per budget category, month and
   * threshold). `actorId` is who recorded the entry.
   */
  'finance.budget.alerted': DomainEventBase & {
    categoryId: string;
    categoryName: string;
    /** `YYYY-MM`. */
    month: string;
    threshold: number;
    /** Centavos. */
    spent: number;
    available: number;
  };
}

declare module '../platform/events' {
  interface DomainEvents extends FinanceBudgetEvents {}
}
