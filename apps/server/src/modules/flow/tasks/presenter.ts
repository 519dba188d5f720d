import type { Assignee, ChecklistItem, Task, TaskComment } from '@orbita/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { users } from '../../../platform/identity/schema';
import { compileFormulas, formulaValues, type CompiledFormula } from '../lists/formulas';
import { flowLists } from '../lists/schema';
import { iso, isoOrNull } from '../shared/dates';
import { flowChecklistItems, flowComments, flowTaskAssignees, type flowTasks } from './schema';

export type TaskRow = typeof flowTasks.$inferSelect;
type ChecklistRow = typeof flowChecklistItems.$inferSelect;
type CommentRow = typeof flowComments.$inferSelect;

async function assigneesOf(q: Queryable, ids: string[]): Promise<Map<string, Assignee[]>> {
  const rows = await q
    .select({
      taskId: flowTaskAssignees.taskId,
      id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
    })
    .from(flowTaskAssignees)
    .innerJoin(users, eq(users.id, flowTaskAssignees.userId))
    .where(inArray(flowTaskAssignees.taskId, ids))
    .orderBy(users.name, users.id);
  const out = new Map<string, Assignee[]>();
  for (const { taskId, ...assignee } of rows)
    out.set(taskId, [...(out.get(taskId) ?? []), assignee]);
  return out;
}

async function checklistCounts(
  q: Queryable,
  ids: string[],
): Promise<Map<string, { done: number; total: number }>> {
  const rows = await q
    .select({
      taskId: flowChecklistItems.taskId,
      total: count(),
      done: sql<number>`count(*) filter (where ${flowChecklistItems.done})::int`,
    })
    .from(flowChecklistItems)
    .where(inArray(flowChecklistItems.taskId, ids))
    .groupBy(flowChecklistItems.taskId);
  return new Map(rows.map((r) => [r.taskId, { done: r.done, total: r.total }]));
}

async function commentCounts(q: Queryable, ids: string[]): Promise<Map<string, number>> {
  const rows = await q
    .select({ taskId: flowComments.taskId, n: count() })
    .from(flowComments)
    .where(inArray(flowComments.taskId, ids))
    .groupBy(flowComments.taskId);
  return new Map(rows.map((r) => [r.taskId, r.n]));
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

/** Rows → the API's tasks, with assignees, counts and formula values in a fixed number of queries. */
export async function presentTasks(q: Queryable, rows: TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [assignees, checklists, comments, formulas] = await Promise.all([
    assigneesOf(q, ids),
    checklistCounts(q, ids),
    commentCounts(q, ids),
    formulasOf(q, [...new Set(rows.map((r) => r.listId))]),
  ]);
  return rows.map((row) => ({
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
    assignees: assignees.get(row.id) ?? [],
    checklist: checklists.get(row.id) ?? { done: 0, total: 0 },
    commentCount: comments.get(row.id) ?? 0,
    fieldValues: row.fieldValues,
    formulaValues: formulaValues(formulas.get(row.listId) ?? [], row.fieldValues),
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    completedAt: isoOrNull(row.completedAt),
    version: row.version,
  }));
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
