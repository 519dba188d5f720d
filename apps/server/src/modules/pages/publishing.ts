import { pageMessages } from '@orbita/contracts/pages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { inWorkspace } from '../../platform/scope';
import { syncPageMedia } from './media';
import type { PageView } from './reads';
import { blocksText } from './sanitize';
import { pages, type PageRow } from './schema';
import { emitPage, getPage, pageNotFound, type Member } from './service';

async function locked(tx: Tx, member: Member, id: string): Promise<PageRow> {
  const [row] = await tx
    .select()
    .from(pages)
    .where(inWorkspace(pages, member, eq(pages.id, id)))
    .for('update');
  if (!row) throw AppError.notFound(pageNotFound);
  return row;
}

/**
 * "Publicar" (Criador and above): the draft (title, blocks, SEO, Open Graph image) becomes
 * the live copy the public address shows, and the page is in production. Later edits touch
 * the draft only, until the next publish. `publishedAt` is the first time only.
 */
export async function publishPage(
  ctx: AppContext,
  member: Member,
  id: string,
  version: number | undefined,
): Promise<PageView> {
  return transaction(ctx, async (tx) => {
    const current = await locked(tx, member, id);
    assertVersion(current, version);
    const now = new Date();
    const row = await updateVersioned(
      tx,
      pages,
      inWorkspace(pages, member, eq(pages.id, id)),
      version,
      {
        status: 'production',
        publishedAt: current.publishedAt ?? now,
        liveAt: now,
        liveTitle: current.title,
        liveBlocks: current.blocks,
        liveSeoTitle: current.seoTitle,
        liveSeoDescription: current.seoDescription,
        liveOgImageFileId: current.ogImageFileId,
        liveText: blocksText(current.title, current.blocks),
        updatedBy: member.userId,
        updatedAt: now,
      },
      pageNotFound,
    );
    await syncPageMedia(tx, row);
    await emitPage(tx, 'pages.page.published', member, member.workspaceId, id);
    return getPage(tx, member, id);
  });
}

/**
 * "Despublicar" (Criador and above): back to draft, so the public address stops opening and
 * every list drops it; the live copy is kept (the next publish replaces it).
 */
export async function unpublishPage(
  ctx: AppContext,
  member: Member,
  id: string,
  version: number | undefined,
): Promise<PageView> {
  return transaction(ctx, async (tx) => {
    const current = await locked(tx, member, id);
    assertVersion(current, version);
    if (current.status !== 'production') throw AppError.conflict(pageMessages.notPublished);
    const row = await updateVersioned(
      tx,
      pages,
      inWorkspace(pages, member, eq(pages.id, id)),
      version,
      { status: 'draft', updatedBy: member.userId, updatedAt: new Date() },
      pageNotFound,
    );
    await syncPageMedia(tx, row);
    await emitPage(tx, 'pages.page.updated', member, member.workspaceId, id);
    return getPage(tx, member, id);
  });
}
