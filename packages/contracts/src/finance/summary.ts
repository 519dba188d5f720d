import { z } from 'zod';
import { boxKindSchema } from './boxes';

/**
 * The finance home (`GET /riqueza/summary`, `/riqueza/administracao`): balances, this
 * month, upcoming bills and what is overdue. Days are São Paulo days.
 */

export const summaryBoxSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: boxKindSchema,
  color: z.string().nullable(),
  balance: z.number().int(),
  projectedBalance: z.number().int(),
  /** Credit cards: limit − what the card owes. */
  availableLimit: z.number().int().nullable(),
});
export type SummaryBox = z.infer<typeof summaryBoxSchema>;

export const billKinds = ['entry', 'statement'] as const;
export const billSchema = z.object({
  kind: z.enum(billKinds),
  /** The entry's id; for a statement, `{boxId}:{month}`. */
  id: z.string(),
  boxId: z.string(),
  boxName: z.string(),
  /** The entry's description, or "Fatura {MM/yyyy}" for a statement. */
  description: z.string(),
  dueDate: z.string(),
  /** What is left to pay, in centavos. */
  value: z.number().int(),
  /** Statements: "YYYY-MM"; null for entries. */
  month: z.string().nullable(),
  /** Statements: open (still buying) or closed (waiting for payment); null for entries. */
  statementStatus: z.enum(['open', 'closed']).nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const financeSummarySchema = z.object({
  today: z.string(),
  /** Sum of the balances of non-archived boxes that are not credit cards. */
  totalBalance: z.number().int(),
  /** Same, pending entries included. */
  projectedTotalBalance: z.number().int(),
  /** Non-archived boxes, credit cards included (their balance is what they owe, negative). */
  boxes: z.array(summaryBoxSchema),
  month: z.object({
    start: z.string(),
    end: z.string(),
    revenue: z.object({ paid: z.number().int(), pending: z.number().int() }),
    expense: z.object({ paid: z.number().int(), pending: z.number().int() }),
    /** (paid + pending revenue) − (paid + pending expense); transfers never count. */
    net: z.number().int(),
  }),
  /** Pending expenses due today or in the next 30 days, and unpaid card statements due by then (soonest first). */
  upcomingBills: z.array(billSchema),
  /** Pending expenses and unpaid statements whose due day has passed (oldest first). */
  overdue: z.object({
    count: z.number().int(),
    total: z.number().int(),
    items: z.array(billSchema),
  }),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

/** How far ahead "upcoming" looks. */
export const UPCOMING_BILLS_DAYS = 30;
/** Bills listed per group (counts and totals cover all). */
export const SUMMARY_BILLS_MAX = 50;
