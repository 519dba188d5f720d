import {
  reviewMessages,
  type CreateReviewCommentBody,
  type ReviewKind,
} from '@orbita/contracts/reviews';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events';
import { users } from '../../platform/identity/schema';
import { inWorkspace } from '../../platform/scope';
import type { CommentRow } from './presenter';
import { loadRecord } from './records';
import { reviewComments } from './schema';

/** Where a conversation lives: a record of one workspace. */
export interface ReviewPlace {
  workspaceId: string;
  kind: ReviewKind;
  recordId: string;
}

/** Who writes a comment: a member signed in, or the person a review link belongs to. */
export interface CommentAuthor {
  userId: string | null;
  email: string | null;
  name: string;
}

const ofPlace = (place: ReviewPlace) =>
  inWorkspace(
    reviewComments,
    place,
    eq(reviewComments.kind, place.kind),
    eq(reviewComments.recordId, place.recordId),
  );

/** A record's comments, oldest first, with the name of whoever resolved each. */
export async function listComments(
  q: Queryable,
  place: ReviewPlace,
  id?: string,
): Promise<CommentRow[]> {
  return q
    .select({ ...getTableColumns(reviewComments), resolvedByName: users.name })
    .from(reviewComments)
    .leftJoin(users, eq(users.id, reviewComments.resolvedBy))
    .where(and(ofPlace(place), id ? eq(reviewComments.id, id) : undefined))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
}

async function oneComment(q: Queryable, place: ReviewPlace, id: string): Promise<CommentRow> {
  const [row] = await listComments(q, place, id);
  if (!row) throw AppError.notFound(reviewMessages.commentNotFound);
  return row;
}

/**
 * Adds a comment inside the caller's transaction. A reply joins the conversation of the
 * comment it answers (a reply to a reply answers its first comment) and keeps no anchor of
 * its own: the conversation's first comment holds it.
 */
export async function addComment(
  tx: Tx,
  place: ReviewPlace,
  author: CommentAuthor,
  body: CreateReviewCommentBody,
): Promise<CommentRow> {
  let parentId: string | null = null;
  if (body.parentId) {
    const [parent] = await tx
      .select({ id: reviewComments.id, parentId: reviewComments.parentId })
      .from(reviewComments)
      .where(and(ofPlace(place), eq(reviewComments.id, body.parentId)));
    if (!parent) throw AppError.notFound(reviewMessages.parentNotFound);
    parentId = parent.parentId ?? parent.id;
  }
  const anchor = parentId
    ? { quote: '', prefix: '', suffix: '' }
    : { quote: body.quote ?? '', prefix: body.prefix ?? '', suffix: body.suffix ?? '' };
  const [row] = await tx
    .insert(reviewComments)
    .values({
      ...place,
      parentId,
      authorUserId: author.userId,
      authorEmail: author.email,
      authorName: author.name,
      ...anchor,
      body: body.body.trim(),
    })
    .returning({ id: reviewComments.id });
  await emit(tx, 'reviews.comment.created', {
    workspaceId: place.workspaceId,
    actorId: author.userId,
    kind: place.kind,
    recordId: place.recordId,
    commentId: row!.id,
    parentId,
  });
  return oneComment(tx, place, row!.id);
}

/** A member's comment or reply (Editor and up), signed with their name. */
export async function addMemberComment(
  ctx: AppContext,
  member: { userId: string; workspaceId: string },
  place: ReviewPlace,
  body: CreateReviewCommentBody,
): Promise<CommentRow> {
  return transaction(ctx, async (tx) => {
    await loadRecord(tx, place.workspaceId, place.kind, place.recordId);
    const [me] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, member.userId));
    return addComment(
      tx,
      place,
      { userId: member.userId, email: null, name: me?.name ?? '' },
      body,
    );
  });
}

/**
 * Resolves or reopens a conversation (Editor and up: "the author resolves them"). Only a
 * first comment carries the state; asking again what is already so changes nothing.
 */
export async function setResolved(
  ctx: AppContext,
  member: { userId: string; workspaceId: string },
  place: ReviewPlace,
  commentId: string,
  resolved: boolean,
): Promise<CommentRow> {
  return transaction(ctx, async (tx) => {
    await loadRecord(tx, place.workspaceId, place.kind, place.recordId);
    const row = await oneComment(tx, place, commentId);
    if (row.parentId) throw AppError.validation(reviewMessages.replyNotResolvable);
    if (!!row.resolvedAt === resolved) return row;
    await tx
      .update(reviewComments)
      .set(
        resolved
          ? { resolvedAt: new Date(), resolvedBy: member.userId }
          : { resolvedAt: null, resolvedBy: null },
      )
      .where(and(ofPlace(place), eq(reviewComments.id, row.id)));
    await emit(tx, resolved ? 'reviews.comment.resolved' : 'reviews.comment.reopened', {
      workspaceId: place.workspaceId,
      actorId: member.userId,
      kind: place.kind,
      recordId: place.recordId,
      commentId: row.id,
    });
    return oneComment(tx, place, row.id);
  });
}
