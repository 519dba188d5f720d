import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { presentFile } from './presenter';
import { mediaFiles } from './schema';
import { mediaSigner } from './signing';

/**
 * Small pictures of library files of one workspace (avatars in lists): the thumbnail's URL,
 * or the original's when the file has no thumbnail, signed while the file is private. Files of
 * another workspace or missing are left out.
 */
export async function thumbnailUrls(
  db: Database,
  workspaceId: string,
  fileIds: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(fileIds.filter((id): id is string => !!id))];
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.workspaceId, workspaceId), inArray(mediaFiles.id, ids)));
  if (rows.length === 0) return out;
  const signer = await mediaSigner(db);
  const now = Date.now();
  for (const row of rows) {
    const { urls } = presentFile(row, signer, now);
    out.set(row.id, urls.thumb ?? urls.original);
  }
  return out;
}
