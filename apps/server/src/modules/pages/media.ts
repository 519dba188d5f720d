import { opensPublicly } from '@orbita/contracts/explore';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { recordUsage, releaseUsage } from '../media';
import { pageImageIds } from './render';
import type { PageRow } from './schema';

/**
 * Keeps the media library's "Usado em" of a page in step with it, inside the page's own
 * write: every file of the draft and of the live copy is used by the page, and the live
 * copy's files are PUBLIC (served without signature) only while the page opens publicly
 * (contracts/explore `opensPublicly`: production, not hidden, public/published/unlisted).
 * So a page's images load for signed-out visitors exactly when the page itself does.
 * A draft file of another workspace answers 404 and the write rolls back.
 */
export async function syncPageMedia(
  tx: Tx,
  page: PageRow,
  { deleted = false }: { deleted?: boolean } = {},
): Promise<void> {
  const ref = { workspaceId: page.workspaceId, module: 'pages', kind: 'page', id: page.id };
  await releaseUsage(tx, null, ref);
  if (deleted) return;
  const draft = new Set(pageImageIds(page.blocks));
  if (page.ogImageFileId) draft.add(page.ogImageFileId);
  const live = new Set(page.liveBlocks ? pageImageIds(page.liveBlocks) : []);
  if (page.liveOgImageFileId) live.add(page.liveOgImageFileId);
  const open = opensPublicly({
    status: page.status,
    visibility: page.visibility,
    hidden: page.hiddenAt !== null,
  });
  const label = `Página “${page.title}”`;
  for (const fileId of new Set([...draft, ...live])) {
    try {
      await recordUsage(tx, fileId, { ...ref, label, public: open && live.has(fileId) });
    } catch (error) {
      // A file force-deleted from the library after it went live: the live copy simply
      // stops showing it (render skips missing images); the draft must not name it.
      if (draft.has(fileId) || !(error instanceof AppError) || error.status !== 404) throw error;
    }
  }
}
