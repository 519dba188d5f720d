import { and, asc, eq, gt, inArray, lte, notInArray, or } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { flowCards, flowStages } from './processes/schema';
import { flowComments, flowTaskAssignees, flowTasks } from './tasks/schema';

/**
 * Flow's reads for notifications (communication): what a task, a comment or a card is
 * about and who it concerns, by id, inside the event's transaction. Every read is scoped to
 * the event's workspace, so a stray id never reaches another tenant's record.
 */
export interface TaskBrief {
  id: string;
  listId: string;
  title: string;
  createdBy: string | null;
  assigneeIds: string[];
}

export async function taskBrief(
  q: Queryable,
  workspaceId: string,
  taskId: string,
): Promise<TaskBrief | null> {
  const [task] = await q
    .select({
      id: flowTasks.id,
      listId: flowTasks.listId,
      title: flowTasks.title,
      createdBy: flowTasks.createdBy,
    })
    .from(flowTasks)
    .where(and(eq(flowTasks.workspaceId, workspaceId), eq(flowTasks.id, taskId)));
  if (!task) return null;
  const assignees = await q
    .select({ userId: flowTaskAssignees.userId })
    .from(flowTaskAssignees)
    .where(eq(flowTaskAssignees.taskId, taskId));
  return { ...task, assigneeIds: assignees.map((a) => a.userId) };
}

export async function commentBrief(
  q: Queryable,
  workspaceId: string,
  commentId: string,
): Promise<{ body: string; authorId: string | null } | null> {
  const [row] = await q
    .select({ body: flowComments.body, authorId: flowComments.authorId })
    .from(flowComments)
    .where(and(eq(flowComments.workspaceId, workspaceId), eq(flowComments.id, commentId)));
  return row ?? null;
}

export async function cardBrief(
  q: Queryable,
  workspaceId: string,
  cardId: string,
): Promise<{
  id: string;
  processId: string;
  title: string;
  stageName: string;
  assigneeId: string | null;
} | null> {
  const [row] = await q
    .select({
      id: flowCards.id,
      processId: flowCards.processId,
      title: flowCards.title,
      stageName: flowStages.name,
      assigneeId: flowCards.assigneeId,
    })
    .from(flowCards)
    .innerJoin(flowStages, eq(flowStages.id, flowCards.stageId))
    .where(and(eq(flowCards.workspaceId, workspaceId), eq(flowCards.id, cardId)));
  return row ?? null;
}

/** A task still open whose due instant falls in (`from`, `to`], with who it concerns. */
export interface DueTask extends TaskBrief {
  workspaceId: string;
  dueAt: Date;
}

/**
 * Open tasks (not done, canceled or archived) due in (`from`, `to`], every workspace, oldest
 * deadline first, at most `limit` (the due-soon job's batch); `after`, the last task of the
 * previous batch, continues from it.
 */
export async function tasksDueBetween(
  q: Queryable,
  from: Date,
  to: Date,
  limit: number,
  after?: { id: string; dueAt: Date },
): Promise<DueTask[]> {
  const rows = await q
    .select({
      id: flowTasks.id,
      workspaceId: flowTasks.workspaceId,
      listId: flowTasks.listId,
      title: flowTasks.title,
      createdBy: flowTasks.createdBy,
      dueAt: flowTasks.dueAt,
    })
    .from(flowTasks)
    .where(
      and(
        gt(flowTasks.dueAt, from),
        lte(flowTasks.dueAt, to),
        after
          ? or(
              gt(flowTasks.dueAt, after.dueAt),
              and(eq(flowTasks.dueAt, after.dueAt), gt(flowTasks.id, after.id)),
            )
          : undefined,
        notInArray(flowTasks.status, ['done', 'canceled', 'archived']),
      ),
    )
    .orderBy(asc(flowTasks.dueAt), asc(flowTasks.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const assignees = await q
    .select({ taskId: flowTaskAssignees.taskId, userId: flowTaskAssignees.userId })
    .from(flowTaskAssignees)
    .where(
      inArray(
        flowTaskAssignees.taskId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    dueAt: r.dueAt!,
    assigneeIds: assignees.filter((a) => a.taskId === r.id).map((a) => a.userId),
  }));
}
