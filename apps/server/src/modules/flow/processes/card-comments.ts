import { can, type CardComment } from '@orbita/contracts';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { users } from '../../../platform/identity/schema';
import { inWorkspace, type MemberContext } from '../../../platform/scope';
import { byMember } from '../shared/actor';
import { findCard, inCard } from './card-parts';
import { presentCardComment } from './presenter';
import { flowCardComments } from './schema';

const commentNotFound = () => AppError.notFound('Comentário não encontrado.');

async function loadComment(
  q: Queryable,
  member: Pick<MemberContext, 'workspaceId'>,
  cardId: string,
  commentId: string,
) {
  const [row] = await q
    .select({ comment: flowCardComments, authorName: users.name })
    .from(flowCardComments)
    .leftJoin(users, eq(users.id, flowCardComments.authorId))
    .where(
      inWorkspace(
        flowCardComments,
        member,
        eq(flowCardComments.cardId, cardId),
        eq(flowCardComments.id, commentId),
      ),
    );
  if (!row) throw commentNotFound();
  return row;
}

/** One comment as the list presents it (the `current` of a stale edit's 409). */
export async function getCardComment(
  q: Queryable,
  member: Pick<MemberContext, 'workspaceId'>,
  cardId: string,
  commentId: string,
): Promise<CardComment> {
  const { comment, authorName } = await loadComment(q, member, cardId, commentId);
  return presentCardComment(comment, authorName);
}

/** Oldest first, as a conversation reads; keyset pages. */
export async function listCardComments(
  q: Queryable,
  member: MemberContext,
  cardId: string,
  page: { cursor?: string; limit: number },
) {
  await findCard(q, member, cardId);
  const after = page.cursor ? decodeCursor(page.cursor, ['instant', 'uuid']) : null;
  const rows = await q
    .select({ comment: flowCardComments, authorName: users.name })
    .from(flowCardComments)
    .leftJoin(users, eq(users.id, flowCardComments.authorId))
    .where(
      and(
        eq(flowCardComments.cardId, cardId),
        after
          ? or(
              gt(flowCardComments.createdAt, new Date(String(after[0]))),
              and(
                eq(flowCardComments.createdAt, new Date(String(after[0]))),
                gt(flowCardComments.id, String(after[1])),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(flowCardComments.createdAt), asc(flowCardComments.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map((r) => presentCardComment(r.comment, r.authorName)),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor([last.comment.createdAt.toISOString(), last.comment.id])
        : null,
  };
}

export function addCardComment(
  ctx: AppContext,
  member: MemberContext,
  cardId: string,
  body: string,
): Promise<CardComment> {
  return inCard(ctx, member, cardId, async (tx, card) => {
    const [row] = await tx
      .insert(flowCardComments)
      .values({ workspaceId: member.workspaceId, cardId, authorId: member.userId, body })
      .returning();
    const [author] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, member.userId));
    await emit(tx, 'flow.card-comment.created', {
      ...byMember(member),
      cardId,
      processId: card.processId,
      commentId: row!.id,
    });
    return presentCardComment(row!, author?.name ?? null);
  });
}

/** Only the author edits a comment; a stale `version` (their other tab) answers 409. */
export function editCardComment(
  ctx: AppContext,
  member: MemberContext,
  cardId: string,
  commentId: string,
  edit: { body: string; version?: number },
): Promise<CardComment> {
  return inCard(ctx, member, cardId, async (tx, card) => {
    const { comment, authorName } = await loadComment(tx, member, cardId, commentId);
    if (comment.authorId !== member.userId)
      throw AppError.forbidden('Só quem escreveu o comentário pode editá-lo.');
    const row = await updateVersioned(
      tx,
      flowCardComments,
      eq(flowCardComments.id, commentId),
      edit.version,
      { body: edit.body, updatedAt: clock.now() },
      commentNotFound().message,
    );
    await emit(tx, 'flow.card-comment.updated', {
      ...byMember(member),
      cardId,
      processId: card.processId,
      commentId,
    });
    return presentCardComment(row, authorName);
  });
}

/** The author deletes their comment; an Admin may remove anyone's (moderation). */
export function deleteCardComment(
  ctx: AppContext,
  member: MemberContext,
  cardId: string,
  commentId: string,
): Promise<void> {
  return inCard(ctx, member, cardId, async (tx, card) => {
    const { comment } = await loadComment(tx, member, cardId, commentId);
    if (comment.authorId !== member.userId && !can(member.role, 'workspace.admin'))
      throw AppError.forbidden('Só quem escreveu o comentário pode excluí-lo.');
    await tx.delete(flowCardComments).where(eq(flowCardComments.id, commentId));
    await emit(tx, 'flow.card-comment.deleted', {
      ...byMember(member),
      cardId,
      processId: card.processId,
      commentId,
    });
  });
}
