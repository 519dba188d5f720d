import type { PublicationStatus, PublicationVisibility } from '@orbita/contracts/explore';
import { pagesEntity } from '@orbita/contracts/pages';
import { eq } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../platform/db/client';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { findInWorkspace, inWorkspace } from '../../platform/scope';
import { renderBlocksOf } from './documents';
import { syncPageMedia } from './media';
import { pages } from './schema';
import { presentPage } from './presenter';
import { emitPage, getPage } from './service';

/** What reviews (H2) need of a page under review: who it is and where it stands. */
export interface PageForReview {
  id: string;
  workspaceId: string;
  title: string;
  slug: string;
  status: PublicationStatus;
  visibility: PublicationVisibility;
  /** Hidden by moderation (explore). */
  hidden: boolean;
}

/** The page of `workspaceId` (scoped: another workspace's is null, like a missing one). */
export async function findPageForReview(
  q: Queryable,
  workspaceId: string,
  id: string,
): Promise<PageForReview | null> {
  const [row] = await q
    .select({
      id: pages.id,
      workspaceId: pages.workspaceId,
      title: pages.title,
      slug: pages.slug,
      status: pages.status,
      visibility: pages.visibility,
      hiddenAt: pages.hiddenAt,
    })
    .from(pages)
    .where(inWorkspace(pages, { workspaceId }, eq(pages.id, id)))
    .limit(1);
  if (!row) return null;
  const { hiddenAt, ...rest } = row;
  return { ...rest, hidden: hiddenAt !== null };
}

/** The current DRAFT's blocks as sanitized HTML (the review reader), or null when missing. */
export async function draftPageHtmlOf(
  db: Database,
  workspaceId: string,
  id: string,
): Promise<string | null> {
  const row = await findInWorkspace(db, pages, { workspaceId }, id).catch(() => null);
  return row ? renderBlocksOf(db, row, row.blocks) : null;
}

export type PageModeration =
  { hiddenAt: Date | null; hiddenReason: string | null } | { pickedAt: Date | null };

/**
 * Explore's moderation (H4): hide/show or pick/unpick a page, inside explore's transaction.
 * Hiding also withdraws the public serving of its images (media usage). False when missing.
 */
export async function setPageModeration(
  tx: Tx,
  workspaceId: string,
  id: string,
  change: PageModeration,
): Promise<boolean> {
  const [row] = await tx
    .update(pages)
    .set(change)
    .where(inWorkspace(pages, { workspaceId }, eq(pages.id, id)))
    .returning();
  if (!row) return false;
  if ('hiddenAt' in change) await syncPageMedia(tx, row);
  await emitPage(tx, 'pages.page.updated', null, workspaceId, id);
  // The workspace's open builders and lists show the moderation at once.
  const page = presentPage(await getPage(tx, { workspaceId }, id));
  publishAfterCommit(tx, workspaceId, { type: 'updated', entity: pagesEntity, id, data: page });
  return true;
}
