import { priorities, type CustomField } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../platform/identity/schema';
import { workspaces } from '../../../platform/identity/schema';
import { rankColumn, sqlList } from '../shared/columns';

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
    /** Numeric fields its cards may fill (key + name), as a list's. */
    fields: jsonb().$type<CustomField[]>().notNull().default([]),
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
    /** One responsible member; leaving the workspace's users table clears it. */
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    dueAt: ts(),
    priority: text({ enum: priorities }).notNull().default('normal'),
    /** Values of the process's fields by key. */
    fieldValues: jsonb().$type<Record<string, number>>().notNull().default({}),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flow_cards_stage_rank_key').on(t.stageId, t.rank),
    index('flow_cards_process_stage_rank_idx').on(t.processId, t.stageId, t.rank),
    index('flow_cards_assignee_idx').on(t.assigneeId),
    check('flow_cards_title_check', sql`char_length(${t.title}) between 1 and 300`),
    check('flow_cards_priority_check', sql`${t.priority} in (${sql.raw(sqlList(priorities))})`),
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

/*
 * A card's checklist, comments and attachments live in their own tables rather than in the
 * tasks' (flow_checklist_items, flow_comments) with a generalised owner: those tables, their
 * `task_id NOT NULL` foreign key, their events (`flow.comment.created` names a task) and the
 * subscribers reading them (notifications, history) all assume a task; making the owner
 * "task or card" would touch each of them at once while other work changes them. Same
 * columns and limits, so the code and the contracts stay alike.
 */

export const flowCardChecklistItems = pgTable(
  'flow_card_checklist_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    cardId: uuid()
      .notNull()
      .references(() => flowCards.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    done: boolean().notNull().default(false),
    rank: rankColumn().notNull(),
    createdAt: ts().notNull().defaultNow(),
    /** Optimistic concurrency (platform/db/versioned.ts): text and done edits. */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('flow_card_checklist_items_card_rank_key').on(t.cardId, t.rank),
    check('flow_card_checklist_items_text_check', sql`char_length(${t.text}) between 1 and 500`),
  ],
);

export const flowCardComments = pgTable(
  'flow_card_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    cardId: uuid()
      .notNull()
      .references(() => flowCards.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    /** The author editing from two tabs or devices gets a 409, not a silent loss. */
    version: integer().notNull().default(1),
  },
  (t) => [
    index('flow_card_comments_card_created_idx').on(t.cardId, t.createdAt, t.id),
    check('flow_card_comments_body_check', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * A media library file attached to a card. `fileId` has no foreign key: the file belongs to
 * the media module (reached only through its usage API); its name, type and size are kept
 * as they were when attached, so the list reads well even if the file is gone.
 */
export const flowCardAttachments = pgTable(
  'flow_card_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    cardId: uuid()
      .notNull()
      .references(() => flowCards.id, { onDelete: 'cascade' }),
    fileId: uuid().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flow_card_attachments_card_file_key').on(t.cardId, t.fileId),
    index('flow_card_attachments_card_created_idx').on(t.cardId, t.createdAt),
  ],
);
