import { can, type TaskComment } from '@orbita/contracts';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Database, Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../../platform/scope';
import { users } from '../../../platform/identity/schema';
import { clock } from '../shared/clock';
import { decodeCursor, encodeCursor } from '../shared/cursor';
import { presentComment } from './presenter';
import { flowComments, flowTasks } from './schema';
import { taskNotFound } from './service';

const commentNotFound = () => AppError.notFound('Comentário não encontrado.');

async function loadComment(
  q: Queryable,
  ctx: Pick<MemberContext, 'workspaceId'>,
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
        ctx,
        eq(flowComments.taskId, taskId),
        eq(flowComments.id, commentId),
      ),
    );
  if (!row) throw commentNotFound();
  return row;
}

/** Oldest first, as a conversation reads. */
export async function listComments(
  q: Queryable,
  ctx: MemberContext,
  taskId: string,
  page: { cursor?: string; limit: number },
) {
  await findInWorkspace(q, flowTasks, ctx, taskId, taskNotFound);
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
  db: Database,
  ctx: MemberContext,
  taskId: string,
  body: string,
): Promise<TaskComment> {
  return db.transaction(async (tx) => {
    await findInWorkspace(tx, flowTasks, ctx, taskId, taskNotFound);
    const [row] = await tx
      .insert(flowComments)
      .values({ workspaceId: ctx.workspaceId, taskId, authorId: ctx.userId, body })
      .returning();
    const [author] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, ctx.userId));
    return presentComment(row!, author?.name ?? null);
  });
}

/** Only the author edits a comment. */
export async function editComment(
  db: Database,
  ctx: MemberContext,
  taskId: string,
  commentId: string,
  body: string,
): Promise<TaskComment> {
  return db.transaction(async (tx) => {
    const { comment, authorName } = await loadComment(tx, ctx, taskId, commentId);
    if (comment.authorId !== ctx.userId)
      throw AppError.forbidden('Só quem escreveu o comentário pode editá-lo.');
    const [row] = await tx
      .update(flowComments)
      .set({ body, updatedAt: clock.now() })
      .where(eq(flowComments.id, commentId))
      .returning();
    return presentComment(row!, authorName);
  });
}

/** The author deletes their comment; an Admin may remove anyone's (moderation). */
export async function deleteComment(
  db: Database,
  ctx: MemberContext,
  taskId: string,
  commentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { comment } = await loadComment(tx, ctx, taskId, commentId);
    if (comment.authorId !== ctx.userId && !can(ctx.role, 'workspace.admin')) {
      throw AppError.forbidden('Só quem escreveu o comentário pode excluí-lo.');
    }
    await tx.delete(flowComments).where(eq(flowComments.id, commentId));
  });
}
