import type { CustomField, Formula } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/identity/schema';
import { workspaces } from '../../../platform/identity/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A task list with its code sequence. `code_last_number` is bumped with an atomic
 * `update … set code_last_number = code_last_number + 1 returning` inside the task's
 * transaction: the row lock makes concurrent creations take turns, so codes never repeat.
 */
export const flowLists = pgTable(
  'flow_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull(),
    icon: text().notNull(),
    codePrefix: text().notNull(),
    codeWidth: integer().notNull(),
    codeSuffix: text().notNull().default(''),
    codeLastNumber: integer().notNull().default(0),
    fields: jsonb().$type<CustomField[]>().notNull().default([]),
    formulas: jsonb().$type<Formula[]>().notNull().default([]),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('flow_lists_workspace_created_idx').on(t.workspaceId, t.createdAt),
    check('flow_lists_code_prefix_check', sql`${t.codePrefix} ~ '^[A-Z0-9]{1,10}$'`),
    check('flow_lists_code_suffix_check', sql`${t.codeSuffix} ~ '^[A-Z0-9]{0,10}$'`),
    check('flow_lists_code_width_check', sql`${t.codeWidth} between 1 and 10`),
    check('flow_lists_code_last_number_check', sql`${t.codeLastNumber} >= 0`),
  ],
);
