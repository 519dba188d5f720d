import type { PublicationStatus, PublicationVisibility } from '@orbita/contracts/explore';
import type { ReviewKind } from '@orbita/contracts/reviews';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../platform/db/client';
import { draftPageHtmlOf, findPageForReview } from '../pages';
import { draftHtmlOf, findPublicationForReview } from '../publications';

/** What reviews needs of a reviewed record: its title and where it stands (the visibility rule). */
export interface ReviewedRecord {
  title: string;
  status: PublicationStatus;
  visibility: PublicationVisibility;
  hidden: boolean;
}

/**
 * A kind of record that can be reviewed, read through its module's public entry only:
 * `find` looks it up in one workspace (null: missing or another workspace's), `draftHtml`
 * renders its current draft as sanitized HTML for the review link.
 */
export interface ReviewSource {
  find(q: Queryable, workspaceId: string, id: string): Promise<ReviewedRecord | null>;
  draftHtml(app: FastifyInstance, workspaceId: string, id: string): Promise<string>;
}

export const reviewSources: Record<ReviewKind, ReviewSource> = {
  publication: {
    find: async (q, workspaceId, id) => {
      const row = await findPublicationForReview(q, workspaceId, id);
      return row && { ...row, hidden: row.hiddenAt !== null };
    },
    // The body being written (the collaboration room), rendered and sanitized by its module.
    draftHtml: (app, workspaceId, id) => draftHtmlOf(app, workspaceId, id),
  },
  page: {
    find: async (q, workspaceId, id) => {
      const page = await findPageForReview(q, workspaceId, id);
      // Moderation hides what the public sees; the audience of a test is not the public.
      return page && { ...page, hidden: false };
    },
    draftHtml: async (app, workspaceId, id) =>
      (await draftPageHtmlOf(app.ctx.db, workspaceId, id)) ?? '',
  },
};
