import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import type { Account } from '../../resilience/accounts';
import { call } from '../../resilience/api-client';
import { reviewComments } from './schema';

const base = '/api/app/universo/reviews';

/** Each account's publication to comment on, made by `reviewCommentWriter.prepare`. */
export const reviewedPublicationOf = new Map<string, { id: string; workspaceId: string }>();

const asAccount = (account: Account, workspaceId = account.workspaceId) => ({
  token: account.token,
  // The personal workspace, named: another writer may switch the current one.
  headers: { 'x-workspace-id': workspaceId },
});

/**
 * A member's anchored review comment as an acknowledged write: every comment answered 201
 * must be in the database with its anchor.
 */
export const reviewCommentWriter: AckWriter<{ commentId: string; quote: string }> = {
  name: 'comentário de revisão',
  loadWeight: 0.3,
  async prepare(url, account) {
    const res = await call<{ id: string }>(url, 'POST', '/api/app/universo/publications', {
      ...asAccount(account),
      body: { title: 'Publicação em revisão' },
    });
    if (res.status !== 201)
      throw new Error(`publicação: ${res.status} ${JSON.stringify(res.body)}`);
    reviewedPublicationOf.set(account.userId, {
      id: res.body.id,
      workspaceId: account.workspaceId,
    });
  },
  async write({ base: url, account, seq }) {
    const publication = reviewedPublicationOf.get(account.userId);
    if (!publication) return null;
    const quote = `trecho ${seq}`;
    const res = await call<{ id: string }>(
      url,
      'POST',
      `${base}/publication/${publication.id}/comments`,
      {
        ...asAccount(account, publication.workspaceId),
        body: { quote, prefix: 'antes ', suffix: ' depois', body: `Comentário #${seq}` },
      },
    );
    return res.status === 201 ? { commentId: res.body.id, quote } : null;
  },
  async missing(db: Database, acks) {
    if (!acks.length) return [];
    const rows = await db
      .select({ id: reviewComments.id, quote: reviewComments.quote })
      .from(reviewComments)
      .where(
        inArray(
          reviewComments.id,
          acks.map((a) => a.commentId),
        ),
      );
    const found = new Map(rows.map((r) => [r.id, r.quote]));
    return acks.flatMap(({ commentId, quote }) =>
      !found.has(commentId)
        ? [`comentário de revisão ${commentId} confirmado e ausente`]
        : found.get(commentId) !== quote
          ? [`comentário de revisão ${commentId} sem o trecho`]
          : [],
    );
  },
};

export const reviewReads: LoadRead[] = [
  {
    name: 'comentários da revisão',
    weight: 0.3,
    read: async (url, account) => {
      const publication = reviewedPublicationOf.get(account.userId);
      return call(
        url,
        'GET',
        publication
          ? `${base}/publication/${publication.id}/comments`
          : `${base}/publication/00000000-0000-4000-8000-000000000000/comments`,
        asAccount(account, publication?.workspaceId),
      );
    },
  },
];
