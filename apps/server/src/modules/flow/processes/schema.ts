import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../platform/identity/schema';
import { workspaces } from '../../../platform/identity/schema';
import { rankColumn } from '../shared/columns';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

export const flowProcesses = pgTable(
  'flow_processes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('flow_processes_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);

export const flowStages = pgTable(
  'flow_stages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    processId: uuid()
      .notNull()
      .references(() => flowProcesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull(),
    wipLimit: integer(),
    rank: rankColumn().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flow_stages_process_rank_key').on(t.processId, t.rank),
    check('flow_stages_wip_limit_check', sql`${t.wipLimit} is null or ${t.wipLimit} >= 1`),
  ],
);

export const flowCards = pgTable(
  'flow_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    processId: uuid()
      .notNull()
      .references(() => flowProcesses.id, { onDelete: 'cascade' }),
    // A stage is deleted only when empty (checked by the service); restrict guards the rest.
    stageId: uuid()
      .notNull()
      .references(() => flowStages.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    rank: rankColumn().notNull(),
    enteredStageAt: ts().notNull().defaultNow(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flow_cards_stage_rank_key').on(t.stageId, t.rank),
    index('flow_cards_process_stage_rank_idx').on(t.processId, t.stageId, t.rank),
    check('flow_cards_title_check', sql`char_length(${t.title}) between 1 and 300`),
  ],
);

/**
 * Every stay of a card in a stage: the time-in-stage history. The open visit has no
 * `left_at`. The stage's name is kept, so the history reads well after a stage is removed.
 */
export const flowCardVisits = pgTable(
  'flow_card_visits',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    cardId: uuid()
      .notNull()
      .references(() => flowCards.id, { onDelete: 'cascade' }),
    stageId: uuid().references(() => flowStages.id, { onDelete: 'set null' }),
    stageName: text().notNull(),
    enteredAt: ts().notNull(),
    leftAt: ts(),
    durationMs: bigint({ mode: 'number' }),
  },
  (t) => [
    index('flow_card_visits_card_idx').on(t.cardId, t.enteredAt),
    check('flow_card_visits_duration_check', sql`${t.durationMs} is null or ${t.durationMs} >= 0`),
  ],
);
