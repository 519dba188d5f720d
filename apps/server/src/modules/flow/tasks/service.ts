import {
  formatCode,
  taskStatuses,
  taskStatusChangeProblem,
  type createTaskBodySchema,
  type Task,
  type TaskDetail,
  type TaskStatus,
  type updateTaskBodySchema,
} from '@orbita/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, bumpVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { inWorkspace, type MemberContext, visibleInWorkspace } from '../../../platform/scope';
import { assertFormulasComputable, compileFormulas } from '../lists/formulas';
import { flowLists } from '../lists/schema';
import { listNotFound, lockList } from '../lists/service';
import { byMember, type Member } from '../shared/actor';
import { assertMembers } from '../shared/members';
import { keysInOrder, placeInColumn, type Placement } from '../shared/ordering';
import { recordChanges } from '../history/changes';
import { moveToTrash } from '../trash/move-to-trash';
import { mergeFieldValues } from './field-values';
import { presentChecklistItem, presentNewTask, presentTasks, type TaskRow } from './presenter';
import { flowChecklistItems, flowTaskAssignees, flowTasks } from './schema';

export type CreateTaskInput = z.output<typeof createTaskBodySchema>;
export type UpdateTaskInput = z.output<typeof updateTaskBodySchema>;
export const taskNotFound = 'Tarefa não encontrada.';

/** Who reads or writes: a task of a list narrowed away by a restricted hub answers 404. */
type Viewer = Member & { role?: MemberContext['role'] };

/**
 * The conditions of "a task the person may see": of the workspace, and of a list a
 * restricted hub does not narrow away from them (`visibleInWorkspace`, kind `lista`).
 */
export function visibleTaskWhere(member: Viewer, ...conditions: (SQL | undefined)[]): SQL {
  return inWorkspace(
    flowTasks,
    member,
    visibleInWorkspace(member, 'lista', flowTasks.listId),
    ...conditions,
  );
}

/** Loads one task the person may see (`visibleTaskWhere`), else 404. */
export async function findTask(q: Queryable, member: Viewer, id: string): Promise<TaskRow> {
  const [row] = await q
    .select()
    .from(flowTasks)
    .where(visibleTaskWhere(member, eq(flowTasks.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound(taskNotFound);
  return row;
}

/** The (list, status) column a task sits in, for fractional placement. */
export const taskColumn = (listId: string, status: TaskStatus) => ({
  table: flowTasks,
  id: flowTasks.id,
  rank: flowTasks.rank,
  scope: and(eq(flowTasks.listId, listId), eq(flowTasks.statusRank, taskStatuses.indexOf(status)))!,
});

/** `completedAt` follows the status: set on done, cleared when reopened, kept when archived. */
function completedAtFor(status: TaskStatus, previous: Date | null): Date | null {
  if (status === 'done') return previous ?? clock.now();
  if (status === 'todo' || status === 'doing') return null;
  return previous;
}

async function present(q: Queryable, row: TaskRow): Promise<Task> {
  const [task] = await presentTasks(q, [row]);
  return task!;
}

export async function presentTaskDetail(q: Queryable, row: TaskRow): Promise<TaskDetail> {
  const [task, items] = await Promise.all([
    present(q, row),
    q
      .select()
      .from(flowChecklistItems)
      .where(eq(flowChecklistItems.taskId, row.id))
      .orderBy(asc(flowChecklistItems.rank)),
  ]);
  return { ...task, checklistItems: items.map(presentChecklistItem) };
}

/**
 * Creates a task inside the caller's transaction (also used by inbox processing). The code
 * comes from `update … set code_last_number = code_last_number + 1 returning`: the row lock
 * makes concurrent creations in one list take turns, so no two tasks share a number.
 */
export async function createTaskInTx(
  tx: Tx,
  member: Member,
  listId: string,
  input: CreateTaskInput,
): Promise<TaskRow> {
  return (await insertTask(tx, member, listId, input)).row;
}

/** A new task's row with the list row and checklist rows its creation wrote. */
interface InsertedTask {
  row: TaskRow;
  list: typeof flowLists.$inferSelect;
  checklist: (typeof flowChecklistItems.$inferSelect)[];
}

async function insertTask(
  tx: Tx,
  member: Member,
  listId: string,
  input: CreateTaskInput,
): Promise<InsertedTask> {
  const [list] = await tx
    .update(flowLists)
    .set({ codeLastNumber: sql`${flowLists.codeLastNumber} + 1` })
    .where(
      inWorkspace(
        flowLists,
        member,
        eq(flowLists.id, listId),
        visibleInWorkspace(member, 'lista', flowLists.id),
      ),
    )
    .returning();
  if (!list) throw AppError.notFound(listNotFound);
  const fieldValues = mergeFieldValues(list.fields, {}, input.fieldValues);
  assertFormulasComputable(compileFormulas(list.fields, list.formulas), fieldValues);
  await assertMembers(tx, member.workspaceId, input.assigneeIds);

  const number = list.codeLastNumber;
  const code = formatCode(
    { prefix: list.codePrefix, width: list.codeWidth, suffix: list.codeSuffix },
    number,
  );
  const rank = await placeInColumn(tx, taskColumn(listId, input.status), {});
  const [row] = await tx
    .insert(flowTasks)
    .values({
      workspaceId: member.workspaceId,
      listId,
      number,
      code,
      title: input.title,
      description: input.description,
      status: input.status,
      priority: input.priority,
      size: input.size ?? null,
      tags: input.tags,
      dueAt: input.dueAt ? new Date(input.dueAt) : null,
      next: input.next,
      waiting: input.waiting,
      rank,
      fieldValues,
      createdBy: member.userId,
      completedAt: completedAtFor(input.status, null),
    })
    .onConflictDoNothing({ target: [flowTasks.workspaceId, flowTasks.code] })
    .returning();
  if (!row)
    throw AppError.conflict(
      `O código ${code} já existe em outra lista desta conta. Mude o prefixo ou o sufixo da lista.`,
    );
  if (input.assigneeIds.length > 0) {
    await tx.insert(flowTaskAssignees).values(
      input.assigneeIds.map((userId) => ({
        taskId: row.id,
        userId,
        workspaceId: member.workspaceId,
      })),
    );
  }
  let checklist: InsertedTask['checklist'] = [];
  if (input.checklist.length > 0) {
    const ranks = keysInOrder(input.checklist.length);
    const inserted = await tx
      .insert(flowChecklistItems)
      .values(
        input.checklist.map((text, i) => ({
          workspaceId: member.workspaceId,
          taskId: row.id,
          text,
          rank: ranks[i]!,
        })),
      )
      .returning();
    // In the order given (its ranks increase, compared as plain strings), whatever order
    // RETURNING used.
    checklist = inserted.sort((a, b) => (a.rank < b.rank ? -1 : 1));
  }
  const base = { ...byMember(member), taskId: row.id, listId };
  await emit(tx, 'flow.task.created', { ...base, status: row.status });
  for (const userId of new Set(input.assigneeIds))
    await emit(tx, 'flow.task.assigned', { ...base, userId });
  if (row.status === 'done') await emit(tx, 'flow.task.completed', base);
  return { row, list, checklist };
}

export async function createTask(
  ctx: AppContext,
  member: Member,
  listId: string,
  input: CreateTaskInput,
): Promise<TaskDetail> {
  const { row, list, checklist } = await transaction(ctx, (tx) =>
    insertTask(tx, member, listId, input),
  );
  const task = await presentNewTask(ctx.db, row, list, checklist, input.assigneeIds);
  return { ...task, checklistItems: checklist.map(presentChecklistItem) };
}

export async function getTask(q: Queryable, member: Member, id: string): Promise<TaskDetail> {
  return presentTaskDetail(q, await findTask(q, member, id));
}

export async function getTaskByCode(
  q: Queryable,
  member: Member,
  code: string,
): Promise<TaskDetail> {
  const [row] = await q
    .select()
    .from(flowTasks)
    .where(visibleTaskWhere(member, eq(flowTasks.code, code.trim().toUpperCase())))
    .limit(1);
  if (!row) throw AppError.notFound(taskNotFound);
  return presentTaskDetail(q, row);
}

/** Loads and locks a task of the workspace (404 otherwise). */
export async function lockTask(tx: Tx, member: Viewer, id: string): Promise<TaskRow> {
  const [row] = await tx
    .select()
    .from(flowTasks)
    .where(visibleTaskWhere(member, eq(flowTasks.id, id)))
    .for('no key update');
  if (!row) throw AppError.notFound(taskNotFound);
  return row;
}

export function assertStatusChange(from: TaskStatus, to: TaskStatus): void {
  const problem = taskStatusChangeProblem(from, to);
  if (problem) throw AppError.conflict(problem);
}

export async function updateTask(
  ctx: AppContext,
  member: Member,
  id: string,
  input: UpdateTaskInput,
): Promise<TaskDetail> {
  const row = await transaction(ctx, async (tx) => {
    const { listId } = await findTask(tx, member, id);
    // The list first, then the task: the same lock order as moves and creations.
    const statusChange = input.status !== undefined;
    const list =
      statusChange || input.fieldValues
        ? await lockList(tx, member, listId, statusChange ? 'update' : 'share')
        : null;
    const current = await lockTask(tx, member, id);
    // Before any other work (assignees, placement): the row is locked, so this is final.
    assertVersion(current, input.version);
    const changes: Partial<typeof flowTasks.$inferInsert> = {
      title: input.title,
      description: input.description,
      priority: input.priority,
      size: input.size,
      tags: input.tags,
      dueAt:
        input.dueAt === undefined ? undefined : input.dueAt === null ? null : new Date(input.dueAt),
      next: input.next,
      waiting: input.waiting,
      updatedAt: clock.now(),
    };
    if (input.status !== undefined && input.status !== current.status) {
      assertStatusChange(current.status, input.status);
      changes.status = input.status;
      changes.rank = await placeInColumn(tx, taskColumn(listId, input.status), {}, id);
      changes.completedAt = completedAtFor(input.status, current.completedAt);
    }
    if (input.fieldValues && list) {
      changes.fieldValues = mergeFieldValues(list.fields, current.fieldValues, input.fieldValues);
      assertFormulasComputable(
        compileFormulas(list.fields, list.formulas),
        changes.fieldValues,
        current.code,
      );
    }
    let newlyAssigned: string[] = [];
    let assigneesBefore: string[] | undefined;
    if (input.assigneeIds) {
      await assertMembers(tx, member.workspaceId, input.assigneeIds);
      const before = await tx
        .delete(flowTaskAssignees)
        .where(eq(flowTaskAssignees.taskId, id))
        .returning({ userId: flowTaskAssignees.userId });
      assigneesBefore = before.map((b) => b.userId);
      newlyAssigned = [...new Set(input.assigneeIds)].filter(
        (userId) => !before.some((b) => b.userId === userId),
      );
      if (input.assigneeIds.length > 0) {
        await tx.insert(flowTaskAssignees).values(
          input.assigneeIds.map((userId) => ({
            taskId: id,
            userId,
            workspaceId: member.workspaceId,
          })),
        );
      }
    }
    const updated = await updateVersioned(
      tx,
      flowTasks,
      eq(flowTasks.id, id),
      input.version,
      changes,
    );
    const base = { ...byMember(member), taskId: id, listId };
    await emit(tx, 'flow.task.updated', {
      ...base,
      status: updated!.status,
      // Each field's before and after: the activity history (history/subscribe.ts) reads it.
      changes: recordChanges(
        current,
        updated!,
        assigneesBefore && { before: assigneesBefore, after: input.assigneeIds ?? [] },
      ),
    });
    for (const userId of newlyAssigned) await emit(tx, 'flow.task.assigned', { ...base, userId });
    if (changes.status === 'done') await emit(tx, 'flow.task.completed', base);
    return updated!;
  });
  return presentTaskDetail(ctx.db, row);
}

/** Drag and drop: the new column and position; writes this task's row only. */
export async function moveTask(
  ctx: AppContext,
  member: Member,
  id: string,
  status: TaskStatus,
  placement: Placement,
): Promise<Task> {
  const { row } = await transaction(ctx, (tx) => moveTaskInTx(tx, member, id, status, placement));
  return present(ctx.db, row);
}

/** The same inside the caller's transaction (an agent's move commits with its run's step). */
export async function moveTaskInTx(
  tx: Tx,
  member: Member,
  id: string,
  status: TaskStatus,
  placement: Placement,
): Promise<{ row: TaskRow; from: TaskStatus }> {
  const { listId } = await findTask(tx, member, id);
  await lockList(tx, member, listId);
  const current = await lockTask(tx, member, id);
  assertStatusChange(current.status, status);
  const rank = await placeInColumn(tx, taskColumn(listId, status), placement, id);
  const [updated] = await tx
    .update(flowTasks)
    .set({
      status,
      rank,
      completedAt: completedAtFor(status, current.completedAt),
      updatedAt: clock.now(),
      // A move changes the status an open edit form shows: that form's version is stale now.
      ...bumpVersion(flowTasks),
    })
    .where(eq(flowTasks.id, id))
    .returning();
  const base = { ...byMember(member), taskId: id, listId };
  await emit(tx, 'flow.task.moved', { ...base, from: current.status, to: status });
  if (status === 'done' && current.status !== 'done') await emit(tx, 'flow.task.completed', base);
  return { row: updated!, from: current.status };
}

/** Deleting moves the task to the trash (trash/service.ts), restorable for 30 days. */
export async function deleteTask(ctx: AppContext, member: Member, id: string): Promise<TaskRow> {
  return transaction(ctx, async (tx) => {
    const deleted = await moveToTrash(tx, member, await lockTask(tx, member, id));
    await emit(tx, 'flow.task.deleted', {
      ...byMember(member),
      taskId: id,
      listId: deleted.listId,
    });
    return deleted;
  });
}
