import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { presentFile } from './presenter';
import { mediaFiles } from './schema';
import { mediaSigner } from './signing';

/** What an `<img>` of a server-rendered page needs of a library image. */
export interface ImageSource {
  src: string;
  /** `url 640w, url 1280w…` of the stored widths; empty when there are none. */
  srcset: string;
  width: number | null;
  height: number | null;
}

/**
 * The image files of one workspace, as `<img>` sources for HTML rendered on the server
 * (public pages, their previews). A file a public record uses gets plain durable URLs; any
 * other gets signed, expiring ones (a member's preview). Files of another workspace, missing
 * or not images are left out, so a page never shows a file it may not.
 */
export async function imageSources(
  db: Database,
  workspaceId: string,
  fileIds: readonly string[],
): Promise<Map<string, ImageSource>> {
  const ids = [...new Set(fileIds)];
  const out = new Map<string, ImageSource>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.workspaceId, workspaceId), inArray(mediaFiles.id, ids)));
  const signer = await mediaSigner(db);
  for (const row of rows) {
    if (row.kind !== 'image') continue;
    const { urls } = presentFile(row, signer);
    const large = urls.sizes.find((s) => s.width === 1280) ?? urls.sizes.at(-1);
    out.set(row.id, {
      src: large?.url ?? urls.original,
      srcset: urls.sizes.map((s) => `${s.url} ${s.width}w`).join(', '),
      width: row.width,
      height: row.height,
    });
  }
  return out;
}
