import { opensPublicly } from '@orbita/contracts/explore';
import type { Tx } from '../../platform/db/client';
import { recordUsage, releaseUsage } from '../media';
import type { PublicationRow } from './schema';

const usageOf = (row: Pick<PublicationRow, 'id' | 'workspaceId'>) => ({
  workspaceId: row.workspaceId,
  module: 'publications',
  kind: 'publication-cover',
  id: row.id,
});

/**
 * Keeps the media library's "Usado em" in step with the publication's cover: the current
 * file is used (public — served without signature — exactly while the publication opens
 * publicly), any other file is released. A file of another workspace answers 404 and rolls
 * the caller's transaction back. Call it after every write that may change the cover, the
 * status, the visibility or the moderation.
 */
export async function syncCoverUsage(tx: Tx, row: PublicationRow): Promise<void> {
  const ref = usageOf(row);
  await releaseUsage(tx, null, ref);
  if (!row.coverFileId) return;
  await recordUsage(tx, row.coverFileId, {
    ...ref,
    label: `publicação ${row.title}`,
    public: opensPublicly({
      status: row.status,
      visibility: row.visibility,
      hidden: row.hiddenAt !== null,
    }),
  });
}

/** The publication was deleted: its cover is no longer used by it. */
export async function releaseCover(tx: Tx, row: Pick<PublicationRow, 'id' | 'workspaceId'>) {
  await releaseUsage(tx, null, usageOf(row));
}
