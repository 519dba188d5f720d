import type { RecordKind } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * Nexos: one link between two records of a workspace, each named by (kind, id) of the
 * record registry (no foreign key can name "a row of any table"). The pair is stored in a
 * canonical order (`a` < `b` by `kind:id`), so the unique index holds one link per
 * unordered pair. A deleted record takes its links with it: triggers on every registered
 * table (migration `nexos_triggers`), so cascades and merges that emit no event of their
 * own never leave a link dangling.
 */
export const nexos = pgTable(
  'nexos',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    aKind: text().$type<RecordKind>().notNull(),
    aId: uuid().notNull(),
    bKind: text().$type<RecordKind>().notNull(),
    bId: uuid().notNull(),
    label: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nexos_pair_idx').on(t.workspaceId, t.aKind, t.aId, t.bKind, t.bId),
    // Each end is looked up alone (a record's links; the triggers on delete).
    index('nexos_a_idx').on(t.aId, t.aKind),
    index('nexos_b_idx').on(t.bId, t.bKind),
    check('nexos_not_self_check', sql`(${t.aKind}, ${t.aId}) <> (${t.bKind}, ${t.bId})`),
    check('nexos_label_check', sql`char_length(${t.label}) between 1 and 80`),
  ],
);

export type NexoRow = typeof nexos.$inferSelect;
