import { itemStages, priorities, sizes } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import {
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
import { users } from '../../../platform/identity/schema';
import { workspaces } from '../../../platform/identity/schema';
import { flowCards } from '../processes/schema';
import { sqlList } from '../shared/columns';
import { flowTasks } from '../tasks/schema';

/**
 * The named per-workspace counters (flow's inbox; products' codes and the store's order
 * numbers, through flow's index `nextCounterNumber`). A new name is one more entry here (and a migration of the check).
 */
export const counterNames = ['inbox', 'products', 'orders'] as const;
export type CounterName = (typeof counterNames)[number];

/**
 * Per-workspace number sequences (`inbox` → `IN-0001`). Taken with one atomic
 * `insert … on conflict do update set last_number = last_number + 1 returning`, so two
 * captures never get the same number, however concurrent.
 */
export const flowCounters = pgTable(
  'flow_counters',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.name] }),
    check('flow_counters_name_check', sql`${t.name} in ('inbox', 'products', 'orders')`),
  ],
);

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/** An inbox item (GTD). Task/card ids are set when processing turned it into one. */
export const flowItems = pgTable(
  'flow_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    code: text().notNull(),
    content: text().notNull(),
    stage: text({ enum: itemStages }).notNull().default('collected'),
    dueAt: ts(),
    priority: text({ enum: priorities }),
    size: text({ enum: sizes }),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    someday: boolean().notNull().default(false),
    taskId: uuid().references(() => flowTasks.id, { onDelete: 'set null' }),
    cardId: uuid().references(() => flowCards.id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    stageChangedAt: ts().notNull().defaultNow(),
    processedAt: ts(),
    /**
     * The current (or last) spell in stage `collected`: from `collectedAt` until
     * `leftCollectedAt` (null while still collected). The weekly review reads these spells.
     */
    collectedAt: ts().notNull().defaultNow(),
    leftCollectedAt: ts(),
    /**
     * The capturing device's idempotency key (a UUID; offline capture sends each queued idea
     * with one): a replay of the same key in the workspace returns the first item.
     */
    clientId: uuid(),
  },
  (t) => [
    uniqueIndex('flow_items_workspace_number_key').on(t.workspaceId, t.number),
    uniqueIndex('flow_items_workspace_client_id_key').on(t.workspaceId, t.clientId),
    index('flow_items_workspace_stage_created_idx').on(t.workspaceId, t.stage, t.createdAt),
    index('flow_items_workspace_left_collected_idx').on(t.workspaceId, t.leftCollectedAt),
    index('flow_items_tags_idx').using('gin', t.tags),
    check('flow_items_stage_check', sql`${t.stage} in (${sql.raw(sqlList(itemStages))})`),
    check('flow_items_priority_check', sql`${t.priority} in (${sql.raw(sqlList(priorities))})`),
    check('flow_items_size_check', sql`${t.size} in (${sql.raw(sqlList(sizes))})`),
    check('flow_items_content_check', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);
