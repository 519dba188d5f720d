import { TRASH_DAYS, type TaskDetail, type TrashPage } from '@orbita/contracts';
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { memberships, users } from '../../../platform/identity/schema';
import { findVisibleInWorkspace } from '../../../platform/scope';
import { flowActivity } from '../history/schema';
import { flowLists } from '../lists/schema';
import { listNotFound, lockList } from '../lists/service';
import { byMember, type Member } from '../shared/actor';
import { placeInColumn } from '../shared/ordering';
import { flowChecklistItems, flowComments, flowTaskAssignees, flowTasks } from '../tasks/schema';
import { presentTaskDetail, taskColumn } from '../tasks/service';
import { flowTaskTrash } from './schema';
import { inTrash } from './scope';

const DAY_MS = 24 * 60 * 60 * 1000;
const notInTrash = () => AppError.notFound('Tarefa não encontrada na lixeira.');

/** A list's deleted tasks, most recently deleted first (keyset pages). */
export async function listTrash(
  q: Queryable,
  member: Member,
  listId: string,
  page: { cursor?: string; limit: number },
): Promise<TrashPage> {
  await findVisibleInWorkspace(q, flowLists, member, 'lista', listId, listNotFound);
  const after = page.cursor ? decodeCursor(page.cursor, ['instant', 'uuid']) : null;
  const at = after ? new Date(String(after[0])) : null;
  const rows = await q
    .select({ trashed: flowTaskTrash, deletedByName: users.name })
    .from(flowTaskTrash)
    .leftJoin(users, eq(users.id, flowTaskTrash.deletedBy))
    .where(
      inTrash(
        member,
        eq(flowTaskTrash.listId, listId),
        at && after
          ? or(
              lt(flowTaskTrash.deletedAt, at),
              and(eq(flowTaskTrash.deletedAt, at), lt(flowTaskTrash.taskId, String(after[1]))),
            )
          : undefined,
      ),
    )
    .orderBy(desc(flowTaskTrash.deletedAt), desc(flowTaskTrash.taskId))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ trashed, deletedByName }) => ({
      id: trashed.taskId,
      listId: trashed.listId,
      code: trashed.code,
      title: trashed.title,
      status: trashed.status,
      deletedAt: trashed.deletedAt.toISOString(),
      deletedById: trashed.deletedBy,
      deletedByName,
      purgeAt: new Date(trashed.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
      checklistCount: trashed.snapshot.checklist.length,
      commentCount: trashed.snapshot.comments.length,
    })),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor([last.trashed.deletedAt.toISOString(), last.trashed.taskId])
        : null,
  };
}

/** The ids among `ids` that still name someone (people who left Orbita are dropped). */
async function existing(tx: Tx, workspaceId: string, ids: string[], asMembers: boolean) {
  if (ids.length === 0) return new Set<string>();
  const rows = asMembers
    ? await tx
        .select({ id: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, ids)))
    : await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Puts a trashed task back in its list with the same id, code, checklist, comments, field
 * values and the assignees who are still members; it goes to the end of its status column
 * (its old place may be taken). The row comes back with a new version: a form open on the
 * old one is stale.
 */
export async function restoreTask(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<TaskDetail> {
  const row = await transaction(ctx, async (tx) => {
    const [trashed] = await tx
      .select()
      .from(flowTaskTrash)
      .where(inTrash(member, eq(flowTaskTrash.taskId, id)))
      .for('update');
    if (!trashed) throw notInTrash();
    await lockList(tx, member, trashed.listId);
    const { task, checklist, comments } = trashed.snapshot;
    const status = trashed.status;
    const now = clock.now();
    const creator = await existing(
      tx,
      member.workspaceId,
      task.createdBy ? [task.createdBy] : [],
      false,
    );
    const [restored] = await tx
      .insert(flowTasks)
      .values({
        ...task,
        status,
        priority: task.priority as typeof flowTasks.$inferInsert.priority,
        size: task.size as typeof flowTasks.$inferInsert.size,
        workspaceId: member.workspaceId,
        version: task.version + 1,
        rank: await placeInColumn(tx, taskColumn(trashed.listId, status), {}),
        dueAt: task.dueAt ? new Date(task.dueAt) : null,
        createdAt: new Date(task.createdAt),
        updatedAt: now,
        completedAt: task.completedAt ? new Date(task.completedAt) : null,
        createdBy: creator.size > 0 ? task.createdBy : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!restored)
      throw AppError.conflict(
        `O código ${task.code} já está em uso por outra tarefa desta conta; a tarefa não pode voltar.`,
      );
    const assignees = await existing(tx, member.workspaceId, trashed.snapshot.assigneeIds, true);
    if (assignees.size > 0)
      await tx
        .insert(flowTaskAssignees)
        .values(
          [...assignees].map((userId) => ({ taskId: id, userId, workspaceId: member.workspaceId })),
        );
    if (checklist.length > 0)
      await tx.insert(flowChecklistItems).values(
        checklist.map((c) => ({
          ...c,
          workspaceId: member.workspaceId,
          taskId: id,
          createdAt: new Date(c.createdAt),
        })),
      );
    const authors = await existing(
      tx,
      member.workspaceId,
      [...new Set(comments.flatMap((c) => (c.authorId ? [c.authorId] : [])))],
      false,
    );
    if (comments.length > 0)
      await tx.insert(flowComments).values(
        comments.map((c) => ({
          ...c,
          authorId: c.authorId && authors.has(c.authorId) ? c.authorId : null,
          workspaceId: member.workspaceId,
          taskId: id,
          createdAt: new Date(c.createdAt),
          updatedAt: new Date(c.updatedAt),
        })),
      );
    await tx.delete(flowTaskTrash).where(eq(flowTaskTrash.taskId, id));
    await emit(tx, 'flow.task.restored', {
      ...byMember(member),
      taskId: id,
      listId: trashed.listId,
    });
    return restored;
  });
  return presentTaskDetail(ctx.db, row);
}

/**
 * Deletes for good what has been in the trash for 30 days or more, with its history.
 * Idempotent (a second run finds nothing) and safe on several instances at once.
 */
export async function purgeTrash(ctx: AppContext, now = clock.now()): Promise<number> {
  return transaction(ctx, async (tx) => {
    const purged = await tx
      .delete(flowTaskTrash)
      .where(lt(flowTaskTrash.deletedAt, new Date(now.getTime() - TRASH_DAYS * DAY_MS)))
      .returning({ id: flowTaskTrash.taskId });
    if (purged.length > 0)
      await tx.delete(flowActivity).where(
        and(
          eq(flowActivity.entityType, 'task'),
          inArray(
            flowActivity.entityId,
            purged.map((p) => p.id),
          ),
        ),
      );
    return purged.length;
  });
}
