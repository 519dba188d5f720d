import type { Assignee, ChecklistItem, Task, TaskComment } from '@orbita/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { users } from '../../../platform/identity/schema';
import { compileFormulas, formulaValues, type CompiledFormula } from '../lists/formulas';
import { flowLists } from '../lists/schema';
import { iso, isoOrNull } from '../shared/dates';
import { flowChecklistItems, flowComments, flowTaskAssignees, type flowTasks } from './schema';

export type TaskRow = typeof flowTasks.$inferSelect;
type ListFieldsRow = (typeof flowLists.$inferSelect)['fields'];
type ListFormulasRow = (typeof flowLists.$inferSelect)['formulas'];
type ChecklistRow = typeof flowChecklistItems.$inferSelect;
type CommentRow = typeof flowComments.$inferSelect;

interface TaskExtras {
  assignees: Assignee[];
  checklist: { done: number; total: number };
  commentCount: number;
}

/**
 * Assignees, checklist and comment counts of a task (`flow_tasks` as `t`), as columns: the
 * list page selects them with its rows (one round trip), `extrasOf` for any set of ids.
 */
export const taskExtrasSql = (taskId: SQL) => ({
  assignees: sql<Assignee[]>`coalesce((
        select json_agg(json_build_object('id', u.id, 'name', u.name, 'avatarUrl', u.avatar_url)
          order by u.name, u.id)
        from ${flowTaskAssignees} a join ${users} u on u.id = a.user_id
        where a.task_id = ${taskId}
      ), '[]'::json)`,
  done: sql<number>`(select count(*) filter (where c.done)::int from ${flowChecklistItems} c where c.task_id = ${taskId})`,
  total: sql<number>`(select count(*)::int from ${flowChecklistItems} c where c.task_id = ${taskId})`,
  comments: sql<number>`(select count(*)::int from ${flowComments} m where m.task_id = ${taskId})`,
});

export type TaskExtrasColumns = {
  assignees: Assignee[];
  done: number;
  total: number;
  comments: number;
};

const extrasOfColumns = (r: TaskExtrasColumns): TaskExtras => ({
  assignees: r.assignees,
  checklist: { done: r.done, total: r.total },
  commentCount: r.comments,
});

/**
 * The extras of many tasks in ONE query (issue 26: a list page used to take three, run side
 * by side on three pool connections, so 100 people reading lists held 300 connections' worth
 * of round trips).
 */
async function extrasOf(q: Queryable, ids: string[]): Promise<Map<string, TaskExtras>> {
  const x = taskExtrasSql(sql`t.id`);
  const result = await q.execute<TaskExtrasColumns & { id: string }>(sql`
    select t.id, ${x.assignees} as assignees, ${x.done} as done, ${x.total} as total,
      ${x.comments} as comments
    from unnest(${`{${ids.join(',')}}`}::uuid[]) as t(id)`);
  return new Map(result.rows.map((r) => [r.id, extrasOfColumns(r)]));
}

async function formulasOf(
  q: Queryable,
  listIds: string[],
): Promise<Map<string, CompiledFormula[]>> {
  const rows = await q
    .select({ id: flowLists.id, fields: flowLists.fields, formulas: flowLists.formulas })
    .from(flowLists)
    .where(inArray(flowLists.id, listIds));
  return new Map(rows.map((r) => [r.id, compileFormulas(r.fields, r.formulas)]));
}

/**
 * Rows → the API's tasks, with assignees, counts and formula values in at most two queries;
 * one when the caller already read the tasks' list (`list`: its fields and formulas).
 */
export async function presentTasks(
  q: Queryable,
  rows: TaskRow[],
  list?: { id: string; fields: ListFieldsRow; formulas: ListFormulasRow },
): Promise<Task[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const listIds = [...new Set(rows.map((r) => r.listId))];
  const known = list && listIds.length === 1 && listIds[0] === list.id;
  const [extras, formulas] = await Promise.all([
    extrasOf(q, ids),
    known
      ? new Map([[list.id, compileFormulas(list.fields, list.formulas)]])
      : formulasOf(q, listIds),
  ]);
  return rows.map((row) => presentTask(row, extras.get(row.id), formulas.get(row.listId) ?? []));
}

/**
 * A task its own request has just created, from what the creating transaction wrote and got
 * back (the list row, the checklist rows) rather than read again: a new task has no
 * comments, so only assignees' names need a query, when there are any. A creation took 12
 * round trips; the three reads back after its commit were a quarter of them (issue 26).
 */
export async function presentNewTask(
  q: Queryable,
  row: TaskRow,
  list: { fields: ListFieldsRow; formulas: ListFormulasRow },
  checklist: readonly ChecklistRow[],
  assigneeIds: readonly string[],
): Promise<Task> {
  const extras: TaskExtras =
    assigneeIds.length > 0
      ? (await extrasOf(q, [row.id])).get(row.id)!
      : {
          assignees: [],
          checklist: { done: checklist.filter((c) => c.done).length, total: checklist.length },
          commentCount: 0,
        };
  return presentTask(row, extras, compileFormulas(list.fields, list.formulas));
}

/** Rows of one list that carry their extras as columns (`taskExtrasSql`). */
export function presentListTasks(
  rows: (TaskRow & TaskExtrasColumns)[],
  list: { fields: ListFieldsRow; formulas: ListFormulasRow },
): Task[] {
  const formulas = compileFormulas(list.fields, list.formulas);
  return rows.map((row) => presentTask(row, extrasOfColumns(row), formulas));
}

function presentTask(
  row: TaskRow,
  extras: TaskExtras | undefined,
  formulas: CompiledFormula[],
): Task {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    listId: row.listId,
    code: row.code,
    number: row.number,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    size: row.size,
    tags: row.tags,
    dueAt: isoOrNull(row.dueAt),
    next: row.next,
    waiting: row.waiting,
    rank: row.rank,
    assignees: extras?.assignees ?? [],
    checklist: extras?.checklist ?? { done: 0, total: 0 },
    commentCount: extras?.commentCount ?? 0,
    fieldValues: row.fieldValues,
    formulaValues: formulaValues(formulas, row.fieldValues),
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    completedAt: isoOrNull(row.completedAt),
    version: row.version,
  };
}

export const presentChecklistItem = (row: ChecklistRow): ChecklistItem => ({
  id: row.id,
  text: row.text,
  done: row.done,
  rank: row.rank,
  version: row.version,
});

export const presentComment = (row: CommentRow, authorName: string | null): TaskComment => ({
  id: row.id,
  taskId: row.taskId,
  authorId: row.authorId,
  authorName: authorName ?? 'Pessoa removida',
  body: row.body,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
  version: row.version,
});
