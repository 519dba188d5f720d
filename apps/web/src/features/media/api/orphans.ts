import { MEDIA_PAGE_MAX } from '@orbita/contracts/media';
import { mediaApi } from './media-api';

/**
 * Only files unused for this long are cleaned (the server's default too): a file uploaded a
 * moment ago is often about to be attached by a form still open somewhere.
 */
export const ORPHAN_DAYS = 30;

export interface OrphanCount {
  count: number;
  /** Sum of the originals' sizes; the server also frees the renditions, so at least this. */
  bytes: number;
}

/**
 * What the clean-up would delete now: the `unused` list, every page (the contract has no
 * count endpoint), keeping the files old enough.
 */
export async function countOrphans(signal?: AbortSignal, now = Date.now()): Promise<OrphanCount> {
  const before = now - ORPHAN_DAYS * 86_400_000;
  let count = 0;
  let bytes = 0;
  let cursor: string | undefined;
  do {
    const page = await mediaApi.list({ unused: 'true', limit: MEDIA_PAGE_MAX, cursor }, { signal });
    for (const file of page.items)
      if (Date.parse(file.createdAt) <= before) {
        count++;
        bytes += file.size;
      }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { count, bytes };
}
