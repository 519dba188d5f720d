import type {
  BoxKind,
  EntrySource,
  EntryStatus,
  EntryType,
  InvestmentKind,
  PeriodStatus,
} from '@orbita/contracts/finance';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/schema';
import { workspaces } from '../../platform/identity/schema';

/**
 * Finance tables. Money is bigint centavos read as JS numbers (safe far beyond MONEY_MAX
 * sums); days are `date` columns read as `YYYY-MM-DD` strings (São Paulo calendar days).
 */
const ts = () => timestamp({ withTimezone: true, precision: 3 });
const money = () => bigint({ mode: 'number' });
const day = () => date({ mode: 'string' });
const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const createdBy = () => uuid().references(() => users.id, { onDelete: 'set null' });

/**
 * One row per workspace that has used finance: created with ON CONFLICT DO NOTHING, so the
 * default categories are made exactly once however many first requests race.
 */
export const financeWorkspaces = pgTable('finance_workspaces', {
  workspaceId: uuid()
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  createdAt: ts().notNull().defaultNow(),
});

export const financePortfolios = pgTable(
  'finance_portfolios',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    name: text().notNull(),
    description: text().notNull().default(''),
    createdBy: createdBy(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('finance_portfolios_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/**
 * A box. `balance` (paid entries) and `projected_balance` (pending too) are kept in the
 * same transaction as every entry/transfer write, under the box's row lock; the tests
 * recompute them from scratch after randomized writes.
 */
export const financeBoxes = pgTable(
  'finance_boxes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    name: text().notNull(),
    kind: text().$type<BoxKind>().notNull(),
    color: text(),
    openingBalance: money().notNull().default(0),
    openingDate: day().notNull(),
    balance: money().notNull().default(0),
    projectedBalance: money().notNull().default(0),
    archivedAt: ts(),
    cardLimit: money(),
    closingDay: integer(),
    dueDay: integer(),
    investmentKind: text().$type<InvestmentKind>(),
    startDate: day(),
    notes: text(),
    portfolioId: uuid().references(() => financePortfolios.id, { onDelete: 'set null' }),
    currentValue: money(),
    currentValueOn: day(),
    finishedAt: ts(),
    createdBy: createdBy(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('finance_boxes_workspace_idx').on(t.workspaceId, t.createdAt),
    index('finance_boxes_portfolio_idx').on(t.portfolioId),
    check(
      'finance_boxes_kind_check',
      sql`${t.kind} in ('bank_account', 'cash', 'credit_card', 'wallet', 'investment')`,
    ),
    check(
      'finance_boxes_card_days_check',
      sql`${t.closingDay} between 1 and 28 and ${t.dueDay} between 1 and 28 or ${t.kind} <> 'credit_card'`,
    ),
  ],
);

export const financeCategories = pgTable(
  'finance_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    name: text().notNull(),
    type: text().$type<EntryType>().notNull(),
    parentId: uuid(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.parentId],
      foreignColumns: [t.id],
      name: 'finance_categories_parent_fk',
    }).onDelete('restrict'),
    // One name per level: "Mercado" under "Alimentação" once, whatever the case.
    uniqueIndex('finance_categories_name_unique').on(
      t.workspaceId,
      t.type,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    check('finance_categories_type_check', sql`${t.type} in ('revenue', 'expense')`),
  ],
);

export const financeEntries = pgTable(
  'finance_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    boxId: uuid()
      .notNull()
      .references(() => financeBoxes.id, { onDelete: 'restrict' }),
    categoryId: uuid().references(() => financeCategories.id, { onDelete: 'restrict' }),
    occurredOn: day().notNull(),
    value: money().notNull(),
    type: text().$type<EntryType>().notNull(),
    description: text().notNull(),
    status: text().$type<EntryStatus>().notNull().default('paid'),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    installmentGroupId: uuid(),
    installmentNumber: integer(),
    installmentCount: integer(),
    statementMonth: text(),
    source: text().$type<EntrySource>().notNull().default('manual'),
    /** The import (fin-reports) that created it, for undo and duplicate checks. */
    importId: uuid(),
    createdBy: createdBy(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    // DESC NULLS FIRST is what `order by … desc` means: drizzle's bare .desc() writes NULLS LAST, which no list query could use.
    index('finance_entries_page_idx').on(
      t.workspaceId,
      t.occurredOn.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('finance_entries_box_idx').on(t.workspaceId, t.boxId, t.occurredOn),
    index('finance_entries_category_idx').on(t.workspaceId, t.categoryId, t.occurredOn),
    index('finance_entries_tags_idx').using('gin', t.tags),
    index('finance_entries_group_idx').on(t.installmentGroupId),
    // type and value too: statement totals (cards, the finance home) are index-only scans.
    index('finance_entries_statement_idx').on(t.boxId, t.statementMonth, t.type, t.value),
    index('finance_entries_duplicate_idx').on(t.boxId, t.occurredOn, t.value),
    // Cash flow (reports/cash-flow): every column the report sums, so a year of entries is an index-only scan.
    index('finance_entries_flow_idx').on(
      t.workspaceId,
      t.occurredOn,
      t.boxId,
      t.type,
      t.status,
      t.value,
      t.categoryId,
    ),
    // Bills (reports/summary): pending entries by day — few next to a history of paid ones.
    index('finance_entries_pending_idx')
      .on(t.workspaceId, t.occurredOn)
      .where(sql`${t.status} = 'pending'`),
    check('finance_entries_value_check', sql`${t.value} > 0`),
    check('finance_entries_type_check', sql`${t.type} in ('revenue', 'expense')`),
    check('finance_entries_status_check', sql`${t.status} in ('paid', 'pending')`),
  ],
);

/** One record, two legs: out of `from_box_id`, into `to_box_id`. */
export const financeTransfers = pgTable(
  'finance_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    fromBoxId: uuid()
      .notNull()
      .references(() => financeBoxes.id, { onDelete: 'restrict' }),
    toBoxId: uuid()
      .notNull()
      .references(() => financeBoxes.id, { onDelete: 'restrict' }),
    occurredOn: day().notNull(),
    value: money().notNull(),
    description: text().notNull().default(''),
    statementMonth: text(),
    createdBy: createdBy(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('finance_transfers_page_idx').on(
      t.workspaceId,
      t.occurredOn.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('finance_transfers_from_idx').on(t.fromBoxId, t.occurredOn),
    index('finance_transfers_to_idx').on(t.toBoxId, t.occurredOn),
    check('finance_transfers_value_check', sql`${t.value} > 0`),
    check('finance_transfers_boxes_check', sql`${t.fromBoxId} <> ${t.toBoxId}`),
  ],
);

export const financePeriods = pgTable(
  'finance_periods',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    endDate: day().notNull(),
    status: text().$type<PeriodStatus>().notNull().default('closed'),
    closedAt: ts().notNull().defaultNow(),
    closedBy: createdBy(),
    closedByName: text().notNull().default(''),
    reopenedAt: ts(),
    reopenedBy: createdBy(),
    reopenedByName: text(),
  },
  (t) => [
    index('finance_periods_workspace_idx').on(t.workspaceId, t.endDate),
    check('finance_periods_status_check', sql`${t.status} in ('closed', 'reopened')`),
  ],
);

/** The frozen balance of every box at a period's end date. */
export const financePeriodBalances = pgTable(
  'finance_period_balances',
  {
    periodId: uuid()
      .notNull()
      .references(() => financePeriods.id, { onDelete: 'cascade' }),
    boxId: uuid()
      .notNull()
      .references(() => financeBoxes.id, { onDelete: 'cascade' }),
    workspaceId: workspaceId(),
    boxName: text().notNull(),
    balance: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.boxId] })],
);

export const financeValuations = pgTable(
  'finance_valuations',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    boxId: uuid()
      .notNull()
      .references(() => financeBoxes.id, { onDelete: 'cascade' }),
    valuedOn: day().notNull(),
    value: money().notNull(),
    createdBy: createdBy(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('finance_valuations_box_idx').on(t.boxId, t.valuedOn),
    check('finance_valuations_value_check', sql`${t.value} >= 0`),
  ],
);

/**
 * How a box's CSV statements are read (column mapping, sign inversion, date format, decimal
 * mark), saved by each CSV import so the next one of the same bank starts from it. The shape
 * is `CsvImportOptions` of the contracts, checked again when read.
 */
export const financeImportSettings = pgTable('finance_import_settings', {
  boxId: uuid()
    .primaryKey()
    .references(() => financeBoxes.id, { onDelete: 'cascade' }),
  workspaceId: workspaceId(),
  csv: jsonb().notNull(),
  updatedAt: ts().notNull().defaultNow(),
});
