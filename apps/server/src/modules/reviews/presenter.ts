import type { ReviewAudienceEntry, ReviewComment, ReviewThread } from '@orbita/contracts/reviews';
import type { reviewComments } from './schema';

export type CommentRow = typeof reviewComments.$inferSelect & { resolvedByName: string | null };

/**
 * A comment as members see it, or as a review link sees it (`forGuest`): a link never shows
 * anyone's e-mail address, only the names comments are signed with.
 */
export function presentComment(row: CommentRow, forGuest = false): ReviewComment {
  return {
    id: row.id,
    parentId: row.parentId,
    author: row.authorUserId ? 'member' : 'guest',
    authorName: row.authorName,
    authorEmail: forGuest ? null : row.authorEmail,
    quote: row.quote,
    prefix: row.prefix,
    suffix: row.suffix,
    body: row.body,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolvedAt ? row.resolvedByName : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Conversations from comments in creation order: each first comment with its replies. A
 * reply whose first comment is gone (never: replies always point at a first comment) is
 * shown as a conversation of its own rather than lost.
 */
export function presentThreads(rows: CommentRow[], forGuest = false): ReviewThread[] {
  const threads = new Map<string, ReviewThread>();
  const orphans: ReviewThread[] = [];
  for (const row of rows)
    if (!row.parentId) threads.set(row.id, { ...presentComment(row, forGuest), replies: [] });
  for (const row of rows) {
    if (!row.parentId) continue;
    const thread = threads.get(row.parentId);
    if (thread) thread.replies.push(presentComment(row, forGuest));
    else orphans.push({ ...presentComment(row, forGuest), replies: [] });
  }
  return [...threads.values(), ...orphans];
}

export interface AudienceRow {
  id: string;
  userId: string | null;
  teamId: string | null;
  email: string | null;
  userName: string | null;
  teamName: string | null;
  memberCount: number;
  createdAt: Date;
}

export function presentAudienceEntry(row: AudienceRow): ReviewAudienceEntry {
  const type = row.teamId ? 'team' : row.userId ? 'member' : 'email';
  return {
    id: row.id,
    type,
    userId: row.userId,
    teamId: row.teamId,
    email: row.email,
    name: (type === 'team' ? row.teamName : type === 'member' ? row.userName : row.email) ?? '',
    memberCount: type === 'team' ? row.memberCount : null,
    createdAt: row.createdAt.toISOString(),
  };
}
