import { z } from 'zod';
import { addMonths, daySchema, daysInMonth, monthSchema, moneySchema } from './common';
import { entrySchema } from './entries';
import { transferSchema } from './transfers';

/**
 * Credit-card statements (`/riqueza/boxes/:id/statements`), computed from the card's
 * entries. Statement `M` closes on day `closingDay` of `M`: a purchase on or after the
 * closing day falls in the next statement. It is due on `dueDay` of `M` when that comes
 * after the closing day, else of the month after.
 *
 * Payments (transfers into the card) belong to one statement each: the one the person chose,
 * else the oldest one still unpaid (never a statement that has nothing). What a payment gives
 * beyond its statement's total is a credit that the following statements use up, oldest
 * first, so an overpayment is never lost and never shown as a debt.
 */

/** `overdue`: closed, past its due day and not paid in full. */
export const statementStatuses = ['open', 'closed', 'paid', 'overdue'] as const;
export const statementStatusSchema = z.enum(statementStatuses);
export type StatementStatus = z.infer<typeof statementStatusSchema>;
export const statementStatusLabels: Record<StatementStatus, string> = {
  open: 'Aberta',
  closed: 'Fechada',
  paid: 'Paga',
  overdue: 'Vencida',
};

export const statementSchema = z.object({
  month: z.string(),
  closingDate: z.string(),
  dueDate: z.string(),
  /** Expenses − refunds (revenue) of the statement, pending included. */
  total: z.number().int(),
  /** Payments (transfers into the card) assigned to the statement. */
  paid: z.number().int(),
  /** Credit left by earlier statements' overpayments, used by this one. */
  credit: z.number().int(),
  /** max(0, total − paid − credit). */
  remaining: z.number().int(),
  /** What this statement's payments (and credit) exceed its total by: passes to the next one. */
  carriedOver: z.number().int(),
  /**
   * Purchases imported from a bank file after this statement's due day had passed: history
   * the person already settled at the bank, so it is never billed, overdue or reminded.
   */
  historical: z.boolean(),
  status: statementStatusSchema,
});
export type Statement = z.infer<typeof statementSchema>;
/** Newest month first: every month with an entry or a payment, plus the current open one. */
export const statementsSchema = z.object({ items: z.array(statementSchema) });
export const statementDetailSchema = statementSchema.extend({
  entries: z.array(entrySchema),
  payments: z.array(transferSchema),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

export const statementParamsSchema = z.object({
  id: z.uuid('Caixa não encontrada.'),
  month: monthSchema,
});

export const payStatementBodySchema = z.strictObject({
  fromBoxId: z.uuid('Caixa de origem não encontrada.'),
  date: daySchema,
  /** Default: what remains of the statement. */
  value: moneySchema.optional(),
});
export type PayStatementBody = z.input<typeof payStatementBodySchema>;

/** The statement (`YYYY-MM`) a card purchase of `day` belongs to. */
export function statementMonthFor(day: string, closingDay: number): string {
  const month = day.slice(0, 7);
  return Number(day.slice(8, 10)) >= closingDay ? addMonths(month, 1) : month;
}

/**
 * "Melhor dia de compra": the first day whose purchases fall in the next statement, so they
 * are paid the latest. The closing day itself already belongs to the next statement (see
 * `statementMonthFor`), so it is the closing day: the day after the statement's last day.
 */
export function bestPurchaseDay(closingDay: number): number {
  return closingDay;
}

const dayOf = (month: string, day: number) =>
  `${month}-${String(Math.min(day, daysInMonth(month))).padStart(2, '0')}`;

export function statementClosingDate(month: string, closingDay: number): string {
  return dayOf(month, closingDay);
}

export function statementDueDate(month: string, closingDay: number, dueDay: number): string {
  return dayOf(dueDay > closingDay ? month : addMonths(month, 1), dueDay);
}
