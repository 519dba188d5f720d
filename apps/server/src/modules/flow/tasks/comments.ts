import { can, type TaskComment } from '@orbita/contracts';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { users } from '../../../platform/identity/schema';
import { inWorkspace, type MemberContext } from '../../../platform/scope';
import { byMember } from '../shared/actor';
import { presentComment } from './presenter';
import { flowComments } from './schema';
import { findTask, lockTask } from './service';

const commentNotFound = () => AppError.notFound('Comentário não encontrado.');

async function loadComment(
  q: Queryable,
  member: Pick<MemberContext, 'workspaceId'>,
  taskId: string,
  commentId: string,
) {
  const [row] = await q
    .select({ comment: flowComments, authorName: users.name })
    .from(flowComments)
    .leftJoin(users, eq(users.id, flowComments.authorId))
    .where(
      inWorkspace(
        flowComments,
        member,
        eq(flowComments.taskId, taskId),
        eq(flowComments.id, commentId),
      ),
    );
  if (!row) throw commentNotFound();
  return row;
}

/** One comment as the list presents it (the `current` of a stale edit's 409). */
export async function getComment(
  q: Queryable,
  member: Pick<MemberContext, 'workspaceId'>,
  taskId: string,
  commentId: string,
): Promise<TaskComment> {
  const { comment, authorName } = await loadComment(q, member, taskId, commentId);
  return presentComment(comment, authorName);
}

/** Oldest first, as a conversation reads. */
export async function listComments(
  q: Queryable,
  member: MemberContext,
  taskId: string,
  page: { cursor?: string; limit: number },
) {
  await findTask(q, member, taskId);
  const after = page.cursor ? decodeCursor(page.cursor, ['instant', 'uuid']) : null;
  const rows = await q
    .select({ comment: flowComments, authorName: users.name })
    .from(flowComments)
    .leftJoin(users, eq(users.id, flowComments.authorId))
    .where(
      and(
        eq(flowComments.taskId, taskId),
        after
          ? or(
              gt(flowComments.createdAt, new Date(String(after[0]))),
              and(
                eq(flowComments.createdAt, new Date(String(after[0]))),
                gt(flowComments.id, String(after[1])),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(flowComments.createdAt), asc(flowComments.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map((r) => presentComment(r.comment, r.authorName)),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor([last.comment.createdAt.toISOString(), last.comment.id])
        : null,
  };
}

export async function addComment(
  ctx: AppContext,
  member: MemberContext,
  taskId: string,
  body: string,
): Promise<TaskComment> {
  return transaction(ctx, async (tx) => {
    // The task first, as every change of its checklist does: the comment's insert updates
    // the task's count (migration 0048), and taking the row's lock later, after the insert's
    // key-share lock, deadlocked against concurrent checklist changes.
    await lockTask(tx, member, taskId);
    const [row] = await tx
      .insert(flowComments)
      .values({ workspaceId: member.workspaceId, taskId, authorId: member.userId, body })
      .returning();
    const [author] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, member.userId));
    await emit(tx, 'flow.comment.created', { ...byMember(member), taskId, commentId: row!.id });
    return presentComment(row!, author?.name ?? null);
  });
}

/** Only the author edits a comment; a stale `version` (their other tab) answers 409. */
export async function editComment(
  ctx: AppContext,
  member: MemberContext,
  taskId: string,
  commentId: string,
  edit: { body: string; version?: number },
): Promise<TaskComment> {
  return transaction(ctx, async (tx) => {
    const { comment, authorName } = await loadComment(tx, member, taskId, commentId);
    if (comment.authorId !== member.userId)
      throw AppError.forbidden('Só quem escreveu o comentário pode editá-lo.');
    const row = await updateVersioned(
      tx,
      flowComments,
      eq(flowComments.id, commentId),
      edit.version,
      { body: edit.body, updatedAt: clock.now() },
      commentNotFound().message,
    );
    await emit(tx, 'flow.comment.updated', { ...byMember(member), taskId, commentId });
    return presentComment(row, authorName);
  });
}

/** The author deletes their comment; an Admin may remove anyone's (moderation). */
export async function deleteComment(
  ctx: AppContext,
  member: MemberContext,
  taskId: string,
  commentId: string,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    await lockTask(tx, member, taskId); // the count it changes: see addComment
    const { comment } = await loadComment(tx, member, taskId, commentId);
    if (comment.authorId !== member.userId && !can(member.role, 'workspace.admin')) {
      throw AppError.forbidden('Só quem escreveu o comentário pode excluí-lo.');
    }
    await tx.delete(flowComments).where(eq(flowComments.id, commentId));
    await emit(tx, 'flow.comment.deleted', { ...byMember(member), taskId, commentId });
  });
}
