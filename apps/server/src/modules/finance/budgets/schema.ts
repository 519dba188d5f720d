import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../../platform/identity/schema';
import { financeCategories } from '../schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A budget ("meta de gastos"): the limit of an expense category from `month` (`YYYY-MM`) on
 * (`repeat`) or in that month only. One per category and month; the months without their own
 * row take the latest earlier one when it repeats (see contracts/finance/budgets.ts).
 */
export const financeBudgets = pgTable(
  'finance_budgets',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts). */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // A category is deleted only when no entry uses it: its budgets go with it.
    categoryId: uuid()
      .notNull()
      .references(() => financeCategories.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    repeat: boolean().notNull().default(true),
    carryOver: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('finance_budgets_month_unique').on(t.workspaceId, t.categoryId, t.month),
    index('finance_budgets_workspace_idx').on(t.workspaceId, t.month),
    check('finance_budgets_amount_check', sql`${t.amount} > 0`),
    check('finance_budgets_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * The thresholds already announced, one row per category, month and threshold: the primary
 * key makes "once" hold under concurrent entries (the second insert does nothing).
 */
export const financeBudgetAlerts = pgTable(
  'finance_budget_alerts',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => financeCategories.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    threshold: integer().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.categoryId, t.month, t.threshold] })],
);
