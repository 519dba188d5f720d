import type { TaskStatus } from '@orbita/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../../platform/identity/schema';
import { flowLists } from '../lists/schema';
import type { TaskSnapshot } from './snapshot';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * The trash ("Lixeira"): a deleted task's snapshot (row, assignees, checklist, comments),
 * kept 30 days. A snapshot table rather than a `deleted_at` column on flow_tasks: with soft
 * delete every task query (list pages, totals, agenda, by-code, dashboard, formulas) and
 * every unique index (column ranks, codes) would have to skip trashed rows, and forgetting
 * one would show a deleted task; here flow_tasks only ever holds live tasks.
 * `taskId` is the task's own id, so a restore gives it back unchanged (links keep working).
 */
export const flowTaskTrash = pgTable(
  'flow_task_trash',
  {
    taskId: uuid().primaryKey(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** A deleted list takes its trash with it. */
    listId: uuid()
      .notNull()
      .references(() => flowLists.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    title: text().notNull(),
    status: text().$type<TaskStatus>().notNull(),
    snapshot: jsonb().$type<TaskSnapshot>().notNull(),
    deletedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    deletedAt: ts().notNull(),
  },
  (t) => [
    index('flow_task_trash_list_idx').on(t.listId, t.deletedAt.desc(), t.taskId),
    index('flow_task_trash_deleted_idx').on(t.deletedAt),
  ],
);
