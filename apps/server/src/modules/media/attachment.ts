import { mediaMessages } from '@orbita/contracts/media';
import type { Tx } from '../../platform/db/client';
import { findInWorkspace } from '../../platform/scope';
import { mediaFiles } from './schema';
import { recordUsage, type UsageRef } from './usage';

/** What a record keeps of a file it attaches (shown in its list, even after the file is gone). */
export interface AttachedFile {
  id: string;
  name: string;
  mimeType: string;
  size: number;
}

/**
 * A library file attached to another module's record (a process card's attachments): records
 * the usage ("Usado em") and answers what the record shows of the file. A file of another
 * workspace answers 404 like a missing one, rolling the caller's transaction back. Ending it
 * is `releaseUsage`.
 */
export async function useAsAttachment(
  tx: Tx,
  fileId: string,
  ref: Omit<UsageRef, 'public'>,
): Promise<AttachedFile> {
  const file = await findInWorkspace(tx, mediaFiles, ref, fileId, mediaMessages.fileNotFound);
  await recordUsage(tx, file.id, ref);
  return { id: file.id, name: file.name, mimeType: file.mimeType, size: file.size };
}
