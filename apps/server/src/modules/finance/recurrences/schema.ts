import type { EntryType, RecurrenceFrequency } from '@orbita/contracts/finance';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { financeBoxes, financeCategories, financeEntries } from '../schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });
const day = () => date({ mode: 'string' });

/**
 * A recurring entry ("lançamento fixo"): the template of its occurrences and its schedule.
 * Occurrence `n` (firstNumber ≤ n ≤ lastNumber) falls on `occurrenceDate(anchor…, n)`;
 * "Este e os seguintes" ends this series at n − 1 and starts a new one at n, so a series
 * is always a run of numbers of the original ("4/12" stays "4/12" after a split).
 */
export const financeRecurrences = pgTable(
  'finance_recurrences',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    boxId: uuid()
      .notNull()
      .references(() => financeBoxes.id, { onDelete: 'cascade' }),
    categoryId: uuid().references(() => financeCategories.id, { onDelete: 'set null' }),
    type: text().$type<EntryType>().notNull(),
    description: text().notNull(),
    value: bigint({ mode: 'number' }).notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    frequency: text().$type<RecurrenceFrequency>().notNull(),
    interval: integer().notNull().default(1),
    anchorDate: day().notNull(),
    anchorNumber: integer().notNull().default(1),
    firstNumber: integer().notNull().default(1),
    lastNumber: integer(),
    totalCount: integer(),
    endDate: day(),
    /** Occurrences exist up to this day (the horizon reached by the last generation). */
    generatedThrough: day(),
    splitFrom: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('finance_recurrences_workspace_idx').on(t.workspaceId, t.generatedThrough),
    check('finance_recurrences_value_check', sql`${t.value} > 0`),
    check('finance_recurrences_interval_check', sql`${t.interval} between 1 and 12`),
    check(
      'finance_recurrences_frequency_check',
      sql`${t.frequency} in ('weekly', 'monthly', 'yearly')`,
    ),
  ],
);

/**
 * One slot per (series, occurrence): the entry that holds it, or null once that entry was
 * deleted ("Somente este"), so generation never brings a skipped occurrence back. Unique
 * per number and per scheduled date: generating twice, or from two requests at once,
 * can never make a duplicate.
 */
export const financeRecurrenceOccurrences = pgTable(
  'finance_recurrence_occurrences',
  {
    recurrenceId: uuid()
      .notNull()
      .references(() => financeRecurrences.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    occursOn: day().notNull(),
    entryId: uuid().references(() => financeEntries.id, { onDelete: 'set null' }),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.recurrenceId, t.number] }),
    uniqueIndex('finance_recurrence_occurrences_date_unique').on(t.recurrenceId, t.occursOn),
    uniqueIndex('finance_recurrence_occurrences_entry_unique').on(t.entryId),
    index('finance_recurrence_occurrences_workspace_idx').on(t.workspaceId),
  ],
);
