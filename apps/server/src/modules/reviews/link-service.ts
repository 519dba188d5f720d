import { opensForAudience } from '@orbita/contracts/explore';
import {
  reviewMessages,
  reviewsEntity,
  type CreateReviewCommentBody,
  type PublicReview,
  type ReviewComment,
} from '@orbita/contracts/reviews';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../platform/auth/crypto';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { memberships, users } from '../../platform/identity/schema';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { addComment, listComments, type CommentAuthor, type ReviewPlace } from './comments-service';
import { presentComment, presentThreads } from './presenter';
import { reviewAudience } from './schema';
import { reviewSources } from './sources';

/** Every way a link can fail answers the same 404: nothing tells a revoked link from a wrong one. */
const closed = () => AppError.notFound(reviewMessages.closed);

interface OpenLink {
  place: ReviewPlace;
  title: string;
  reviewer: CommentAuthor;
}

/**
 * What a review link opens, looked up by its token's hash. It opens only while the link is
 * not revoked, a member's link only while they are still a member, and the record only while
 * it is being tested (`opensForAudience`, the one visibility rule). Then everything is scoped
 * to the link's workspace.
 */
export async function openLink(q: Queryable, token: string): Promise<OpenLink> {
  const [entry] = await q
    .select({
      workspaceId: reviewAudience.workspaceId,
      kind: reviewAudience.kind,
      recordId: reviewAudience.recordId,
      userId: reviewAudience.userId,
      email: reviewAudience.email,
      userName: users.name,
      userEmail: users.email,
      stillMember: memberships.userId,
    })
    .from(reviewAudience)
    .leftJoin(users, eq(users.id, reviewAudience.userId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.workspaceId, reviewAudience.workspaceId),
        eq(memberships.userId, reviewAudience.userId),
      ),
    )
    .where(and(eq(reviewAudience.tokenHash, sha256(token)), isNull(reviewAudience.revokedAt)))
    .limit(1);
  if (!entry || (entry.userId && !entry.stillMember)) throw closed();
  const record = await reviewSources[entry.kind].find(q, entry.workspaceId, entry.recordId);
  if (!record || !opensForAudience(record)) throw closed();
  const reviewer: CommentAuthor = entry.userId
    ? { userId: entry.userId, email: null, name: entry.userName ?? '' }
    : { userId: null, email: entry.email, name: entry.email ?? '' };
  return {
    place: { workspaceId: entry.workspaceId, kind: entry.kind, recordId: entry.recordId },
    title: record.title,
    reviewer: { ...reviewer, email: reviewer.email ?? entry.userEmail ?? null },
  };
}

/** The review as the link's holder reads it: the current draft and the conversations. */
export async function readReview(app: FastifyInstance, token: string): Promise<PublicReview> {
  const db = app.ctx.db;
  const link = await openLink(db, token);
  const { place } = link;
  const [html, rows] = await Promise.all([
    reviewSources[place.kind].draftHtml(app, place.workspaceId, place.recordId),
    listComments(db, place),
  ]);
  return {
    kind: place.kind,
    title: link.title,
    html,
    comments: presentThreads(rows, true),
    reviewer: { name: link.reviewer.name, email: link.reviewer.email },
  };
}

/** A comment through a review link, signed with the link's person; members see it live. */
export async function commentThroughLink(
  ctx: AppContext,
  token: string,
  body: CreateReviewCommentBody,
): Promise<ReviewComment> {
  return transaction(ctx, async (tx) => {
    const link = await openLink(tx, token);
    const { place } = link;
    // A member's link signs as the member; an e-mail link keeps the address for the members.
    const author: CommentAuthor = link.reviewer.userId
      ? { ...link.reviewer, email: null }
      : link.reviewer;
    const row = await addComment(tx, place, author, body);
    publishAfterCommit(tx, place.workspaceId, {
      type: 'updated',
      entity: reviewsEntity,
      id: place.recordId,
      data: { kind: place.kind, recordId: place.recordId, part: 'comments' },
    });
    return presentComment(row, true);
  });
}
