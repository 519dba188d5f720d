import type { HistoryValue } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../../platform/identity/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * Activity history of tasks and process cards, one row per change, written by the history
 * subscriber inside the change's own transaction (so a rolled-back change leaves no entry).
 * `entityId` has no foreign key on purpose: a task in the trash keeps its history, and a
 * restored task comes back with the same id. `parentId` (list or process) lets a deleted
 * list or process take its records' history with it.
 */
export const flowActivity = pgTable(
  'flow_activity',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    entityType: text({ enum: ['task', 'card'] }).notNull(),
    entityId: uuid().notNull(),
    parentId: uuid().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    field: text(),
    label: text(),
    fromValue: jsonb().$type<HistoryValue>(),
    toValue: jsonb().$type<HistoryValue>(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('flow_activity_entity_idx').on(
      t.workspaceId,
      t.entityType,
      t.entityId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('flow_activity_parent_idx').on(t.parentId),
    check('flow_activity_entity_type_check', sql`${t.entityType} in ('task', 'card')`),
  ],
);
