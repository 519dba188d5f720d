import type { PublicationStatus, PublicationVisibility } from '@orbita/contracts/explore';
import type { ReviewKind } from '@orbita/contracts/reviews';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../platform/db/client';
import { inWorkspace } from '../../platform/scope';
import { draftPageHtmlOf, findPageForReview } from '../pages';
import { publications } from '../publications';

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

async function findPublication(q: Queryable, workspaceId: string, id: string) {
  const [row] = await q
    .select({
      title: publications.title,
      status: publications.status,
      visibility: publications.visibility,
      hiddenAt: publications.hiddenAt,
    })
    .from(publications)
    .where(inWorkspace(publications, { workspaceId }, eq(publications.id, id)))
    .limit(1);
  return row ? { ...row, hidden: row.hiddenAt !== null } : null;
}

export const reviewSources: Record<ReviewKind, ReviewSource> = {
  publication: {
    find: findPublication,
    draftHtml: async () => '',
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
