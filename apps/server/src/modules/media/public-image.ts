import { mediaMessages } from '@orbita/contracts/media';
import type { Tx } from '../../platform/db/client';
import { findInWorkspace } from '../../platform/scope';
import { contentBase } from './presenter';
import { mediaFiles } from './schema';
import { recordUsage, releaseUsage, type UsageRef } from './usage';

/**
 * A record's one image as a library file, shown to people who cannot sign URLs (players, other
 * members): ends the record's previous image usage, records the new one as public (so the
 * file is served without signature while the record uses it) and answers its durable URL
 * (the thumbnail when there is one). `fileId` null only ends the old usage (the record now
 * links an http(s) address, or no image). A file of another workspace answers 404 and the
 * caller's transaction rolls back.
 */
export async function usePublicImage(
  tx: Tx,
  fileId: string | null,
  ref: Omit<UsageRef, 'public'>,
): Promise<string | null> {
  await releaseUsage(tx, null, ref);
  if (!fileId) return null;
  const file = await findInWorkspace(tx, mediaFiles, ref, fileId, mediaMessages.fileNotFound);
  await recordUsage(tx, file.id, { ...ref, public: true });
  return `${contentBase}/${file.id}/${file.variants.includes('thumb') ? 'thumb' : 'original'}`;
}
