import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { contentBase, presentFile } from './presenter';
import { mediaFiles } from './schema';
import { mediaSigner } from './signing';

/** A library file's address inside stored HTML: `/api/public/media/<id>/<variant>?…`. */
const MEDIA_URL =
  /\/api\/public\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([a-z0-9]+)(\?[^"'\s<>]*)?/g;

/** The library files an HTML body points at (images and file links), once each. */
export function mediaFileIdsIn(html: string): string[] {
  return [...new Set([...html.matchAll(MEDIA_URL)].map((m) => m[1]!))];
}

/**
 * Stored rich text (a publication's body) keeps the library address it was written with,
 * and a private file's address is signed for about an hour: served later as is, its images
 * break. This rewrites every library address of `workspaceId`'s files with the address the
 * library gives now (freshly signed while private, plain while public), the same variant.
 * Addresses of other workspaces' or missing files are left as they are (they answer 403/404,
 * never another workspace's bytes). `&` is written `&amp;` as it is inside HTML attributes.
 */
export async function freshMediaUrls(
  db: Database,
  workspaceId: string,
  html: string,
): Promise<string> {
  const ids = mediaFileIdsIn(html);
  if (ids.length === 0) return html;
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.workspaceId, workspaceId), inArray(mediaFiles.id, ids)));
  if (rows.length === 0) return html;
  const signer = await mediaSigner(db);
  const fresh = new Map(rows.map((row) => [row.id, presentFile(row, signer)]));
  return html.replace(MEDIA_URL, (whole, id: string, variant: string, query?: string) => {
    const file = fresh.get(id);
    if (!file) return whole;
    const base = `${contentBase}/${id}/${variant}`;
    const url =
      variant === 'original'
        ? query?.includes('download=1')
          ? file.urls.download
          : file.urls.original
        : variant === 'thumb'
          ? file.urls.thumb
          : file.urls.sizes.find((s) => `w${s.width}` === variant)?.url;
    return (url ?? base).replaceAll('&', '&amp;');
  });
}
