import {
  mediaImageWidths,
  type MediaFile,
  type MediaFilePage,
  type MediaFolder,
  type MediaUsage,
  type MediaVariant,
} from '@orbita/contracts/media';
import type { UrlSigner } from '../../platform/storage';
import type { MediaFileRow, MediaFolderRow, MediaUsageRow } from './schema';
import { expiryFrom } from './signing';

export const contentBase = '/api/public/media';

/**
 * The one shape a file leaves the server in (answers and realtime `data`), with its URLs:
 * signed and expiring while private, plain while a public page/product uses it.
 */
export function presentFile(row: MediaFileRow, signer: UrlSigner, now = Date.now()): MediaFile {
  const exp = row.public ? null : expiryFrom(now);
  const auth = exp === null ? '' : `exp=${exp}&sig=${signer.sign(row.id, exp)}`;
  // `v` changes when the renditions do (a new focal point), so caches never show an old crop.
  const version = `v=${row.updatedAt.getTime().toString(36)}`;
  const url = (variant: MediaVariant, extra = '') =>
    `${contentBase}/${row.id}/${variant}?${[version, auth, extra].filter(Boolean).join('&')}`;
  const has = (variant: MediaVariant) => row.variants.includes(variant);
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    folderId: row.folderId,
    name: row.name,
    mimeType: row.mimeType,
    kind: row.kind,
    size: row.size,
    width: row.width,
    height: row.height,
    hash: row.hash,
    alt: row.alt,
    caption: row.caption,
    focalX: row.focalX,
    focalY: row.focalY,
    public: row.public,
    usageCount: row.usageCount,
    urls: {
      original: url('original'),
      download: url('original', 'download=1'),
      thumb: has('thumb') ? url('thumb') : null,
      sizes: mediaImageWidths
        .filter((w) => has(`w${w}` as MediaVariant))
        .map((width) => ({ width, url: url(`w${width}` as MediaVariant) })),
    },
    urlsExpireAt: exp === null ? null : new Date(exp * 1000).toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
  };
}

export function presentFilePage(
  page: { rows: MediaFileRow[]; nextCursor: string | null },
  signer: UrlSigner,
): MediaFilePage {
  const now = Date.now();
  return { items: page.rows.map((r) => presentFile(r, signer, now)), nextCursor: page.nextCursor };
}

export function presentFolder(row: MediaFolderRow): MediaFolder {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function presentUsage(row: MediaUsageRow): MediaUsage {
  return {
    id: row.id,
    fileId: row.fileId,
    module: row.module,
    kind: row.kind,
    recordId: row.recordId,
    label: row.label,
    public: row.public,
    createdAt: row.createdAt.toISOString(),
  };
}
