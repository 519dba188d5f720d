import type { Publication, PublicationPage } from '@orbita/contracts/publications';
import type { PublicationView } from './service';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The one shape a publication leaves the server in (members only): the answer and the realtime `data`. */
export function presentPublication(row: PublicationView): Publication {
  const live = row.status === 'production' && row.liveRevisionId !== null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    module: row.module as Publication['module'],
    tags: row.tags,
    coverFileId: row.coverFileId,
    excerpt: row.excerpt,
    status: row.status,
    visibility: row.visibility,
    authorIds: row.authorIds,
    scheduledAt: iso(row.scheduledAt),
    publishedAt: iso(row.publishedAt),
    liveRevisionId: row.liveRevisionId,
    liveRevisionNumber: row.liveRevisionNumber,
    liveTitle: row.liveTitle,
    hasUnpublishedChanges:
      live &&
      (row.bodyChanged || row.title !== row.liveTitle || row.excerpt !== (row.liveExcerpt ?? '')),
    hiddenAt: iso(row.hiddenAt),
    hiddenReason: row.hiddenReason,
    pickedAt: iso(row.pickedAt),
    version: row.version,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPublicationPage(page: {
  rows: PublicationView[];
  nextCursor: string | null;
}): PublicationPage {
  return { items: page.rows.map(presentPublication), nextCursor: page.nextCursor };
}
