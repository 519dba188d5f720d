import { priorities, sizes, taskStatuses } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../platform/identity/schema';
import { workspaces } from '../../../platform/identity/schema';
import { flowLists } from '../lists/schema';
import { rankColumn, sqlList } from '../shared/columns';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/** Position of each value in its vocabulary: what `order` and `priority` sorts compare. */
const positionOf = (column: string, values: readonly string[]) =>
  sql.raw(`case "${column}" ${values.map((v, i) => `when '${v}' then ${i}`).join(' ')} end`);

export const flowTasks = pgTable(
  'flow_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    listId: uuid()
      .notNull()
      .references(() => flowLists.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    code: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    status: text({ enum: taskStatuses }).notNull().default('todo'),
    statusRank: smallint().generatedAlwaysAs(positionOf('status', taskStatuses)),
    priority: text({ enum: priorities }).notNull().default('normal'),
    priorityRank: smallint().generatedAlwaysAs(positionOf('priority', priorities)),
    size: text({ enum: sizes }),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dueAt: ts(),
    next: boolean().notNull().default(false),
    waiting: boolean().notNull().default(false),
    /** Position inside the (list, status) column; a move rewrites only this row. */
    rank: rankColumn().notNull(),
    fieldValues: jsonb().$type<Record<string, number>>().notNull().default({}),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    completedAt: ts(),
    /**
     * The list page's badges, kept by triggers on flow_checklist_items and flow_comments
     * (migration 0048): a page of 50 tasks read them with three counting subqueries per task,
     * about a third of the page query's time (issue 26). Only the triggers write them: an
     * insert starts them at 0 and a direct update keeps the old values, whatever it says.
     */
    checklistDone: integer().notNull().default(0),
    checklistTotal: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('flow_tasks_column_rank_key').on(t.listId, t.statusRank, t.rank),
    uniqueIndex('flow_tasks_list_number_key').on(t.listId, t.number),
    uniqueIndex('flow_tasks_workspace_code_key').on(t.workspaceId, t.code),
    index('flow_tasks_list_priority_idx').on(t.listId, t.priorityRank, t.number),
    index('flow_tasks_list_due_idx').on(
      t.listId,
      sql`coalesce(${t.dueAt}, 'infinity'::timestamptz)`,
      t.number,
    ),
    index('flow_tasks_list_created_idx').on(t.listId, t.createdAt, t.number),
    index('flow_tasks_tags_idx').using('gin', t.tags),
    check('flow_tasks_status_check', sql`${t.status} in (${sql.raw(sqlList(taskStatuses))})`),
    check('flow_tasks_priority_check', sql`${t.priority} in (${sql.raw(sqlList(priorities))})`),
    check('flow_tasks_size_check', sql`${t.size} in (${sql.raw(sqlList(sizes))})`),
    check('flow_tasks_title_check', sql`char_length(${t.title}) between 1 and 300`),
  ],
);

export const flowTaskAssignees = pgTable(
  'flow_task_assignees',
  {
    taskId: uuid()
      .notNull()
      .references(() => flowTasks.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('flow_task_assignees_user_idx').on(t.userId, t.taskId),
  ],
);

export const flowChecklistItems = pgTable(
  'flow_checklist_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    taskId: uuid()
      .notNull()
      .references(() => flowTasks.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    done: boolean().notNull().default(false),
    rank: rankColumn().notNull(),
    createdAt: ts().notNull().defaultNow(),
    /** Optimistic concurrency (platform/db/versioned.ts): text and done edits; a stale one answers 409. */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('flow_checklist_items_task_rank_key').on(t.taskId, t.rank),
    check('flow_checklist_items_text_check', sql`char_length(${t.text}) between 1 and 500`),
  ],
);

export const flowComments = pgTable(
  'flow_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    taskId: uuid()
      .notNull()
      .references(() => flowTasks.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    /** Optimistic concurrency: the author editing from two tabs or devices gets a 409, not a silent loss. */
    version: integer().notNull().default(1),
  },
  (t) => [
    index('flow_comments_task_created_idx').on(t.taskId, t.createdAt, t.id),
    check('flow_comments_body_check', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);
