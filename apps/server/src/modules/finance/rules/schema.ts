import type { EntryType, RuleMatch } from '@orbita/contracts/finance';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../../platform/identity/schema';
import { financeCategories } from '../schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * Import rules ("descrição contém UBER → Transporte"), tried by `position` (1 first) when a
 * statement is previewed. A rule goes with its category: deleting the category deletes the
 * rule (a rule without a category would do nothing).
 */
export const financeRules = pgTable(
  'finance_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    pattern: text().notNull(),
    match: text().$type<RuleMatch>().notNull(),
    type: text().$type<EntryType>().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => financeCategories.id, { onDelete: 'cascade' }),
    rename: text(),
    position: integer().notNull(),
    enabled: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('finance_rules_workspace_idx').on(t.workspaceId, t.position),
    index('finance_rules_category_idx').on(t.categoryId),
    check('finance_rules_match_check', sql`${t.match} in ('contains', 'starts_with', 'equals')`),
    check('finance_rules_type_check', sql`${t.type} in ('revenue', 'expense')`),
  ],
);
