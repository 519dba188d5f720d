import { opensPublicly } from '@orbita/contracts/explore';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { Tx } from '../../platform/db/client';
import { inWorkspace } from '../../platform/scope';
import { mediaFileIdsIn, recordUsage, releaseUsage } from '../media';
import { publicationRevisions, type PublicationRow } from './schema';

const coverUsage = (row: Pick<PublicationRow, 'id' | 'workspaceId'>) => ({
  workspaceId: row.workspaceId,
  module: 'publications',
  kind: 'publication-cover',
  id: row.id,
});
const bodyUsage = (row: Pick<PublicationRow, 'id' | 'workspaceId'>) => ({
  workspaceId: row.workspaceId,
  module: 'publications',
  kind: 'publication-body',
  id: row.id,
});

/**
 * Keeps the media library's "Usado em" in step with the publication: its cover and the
 * library files its LIVE body shows (images, file links) are used — public, so served
 * without signature and never expiring on the public page, exactly while the publication
 * opens publicly — and any other file is released. A cover of another workspace answers 404
 * and rolls the caller's transaction back; a body address of another workspace's (or a
 * deleted) file is skipped, as the page renders it broken rather than refusing to publish.
 * Call it after every write that may change the cover, the live body, the status, the
 * visibility or the moderation.
 */
export async function syncMediaUsage(tx: Tx, row: PublicationRow): Promise<void> {
  const isPublic = opensPublicly({
    status: row.status,
    visibility: row.visibility,
    hidden: row.hiddenAt !== null,
  });
  const label = `publicação ${row.title}`;
  await releaseUsage(tx, null, coverUsage(row));
  if (row.coverFileId)
    await recordUsage(tx, row.coverFileId, { ...coverUsage(row), label, public: isPublic });
  await releaseUsage(tx, null, bodyUsage(row));
  if (!row.liveRevisionId) return;
  const [live] = await tx
    .select({ html: publicationRevisions.html })
    .from(publicationRevisions)
    .where(inWorkspace(publicationRevisions, row, eq(publicationRevisions.id, row.liveRevisionId)));
  for (const fileId of mediaFileIdsIn(live?.html ?? '')) {
    try {
      await recordUsage(tx, fileId, { ...bodyUsage(row), label, public: isPublic });
    } catch (error) {
      // recordUsage looks the file up before writing: a 404 has written nothing.
      if (!(error instanceof AppError) || error.status !== 404) throw error;
    }
  }
}

/** The publication was deleted: its cover and body files are no longer used by it. */
export async function releaseCover(tx: Tx, row: Pick<PublicationRow, 'id' | 'workspaceId'>) {
  await releaseUsage(tx, null, coverUsage(row));
  await releaseUsage(tx, null, bodyUsage(row));
}
