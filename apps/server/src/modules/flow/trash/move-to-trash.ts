import { asc, eq } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { Tx } from '../../../platform/db/client';
import type { Member } from '../shared/actor';
import type { TaskRow } from '../tasks/presenter';
import { flowChecklistItems, flowComments, flowTaskAssignees, flowTasks } from '../tasks/schema';
import { flowTaskTrash } from './schema';
import type { TaskSnapshot } from './snapshot';

const iso = (d: Date) => d.toISOString();

/**
 * Moves a locked task of the member's workspace to the trash: its row, assignees, checklist
 * and comments go into one snapshot, then the task row is deleted (its parts cascade), so
 * every task query keeps reading live tasks only. Runs in the delete's transaction.
 */
export async function moveToTrash(tx: Tx, member: Member, task: TaskRow): Promise<TaskRow> {
  // One after the other: a transaction is one connection.
  const assignees = await tx
    .select({ userId: flowTaskAssignees.userId })
    .from(flowTaskAssignees)
    .where(eq(flowTaskAssignees.taskId, task.id));
  const checklist = await tx
    .select()
    .from(flowChecklistItems)
    .where(eq(flowChecklistItems.taskId, task.id))
    .orderBy(asc(flowChecklistItems.rank));
  const comments = await tx
    .select()
    .from(flowComments)
    .where(eq(flowComments.taskId, task.id))
    .orderBy(asc(flowComments.createdAt), asc(flowComments.id));
  const snapshot: TaskSnapshot = {
    task: {
      id: task.id,
      version: task.version,
      listId: task.listId,
      number: task.number,
      code: task.code,
      title: task.title,
      description: task.description,
      status: task.status,
      priority: task.priority,
      size: task.size,
      tags: task.tags,
      dueAt: task.dueAt && iso(task.dueAt),
      next: task.next,
      waiting: task.waiting,
      rank: task.rank,
      fieldValues: task.fieldValues,
      createdBy: task.createdBy,
      createdAt: iso(task.createdAt),
      updatedAt: iso(task.updatedAt),
      completedAt: task.completedAt && iso(task.completedAt),
    },
    assigneeIds: assignees.map((a) => a.userId),
    checklist: checklist.map((c) => ({
      id: c.id,
      text: c.text,
      done: c.done,
      rank: c.rank,
      createdAt: iso(c.createdAt),
      version: c.version,
    })),
    comments: comments.map((c) => ({
      id: c.id,
      authorId: c.authorId,
      body: c.body,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      version: c.version,
    })),
  };
  await tx.insert(flowTaskTrash).values({
    taskId: task.id,
    workspaceId: member.workspaceId,
    listId: task.listId,
    code: task.code,
    title: task.title,
    status: task.status,
    snapshot,
    deletedBy: member.userId,
    deletedAt: clock.now(),
  });
  await tx.delete(flowTasks).where(eq(flowTasks.id, task.id));
  return task;
}
