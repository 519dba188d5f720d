import type {
  Publication,
  PublicationPage,
  PublicationRevision,
  PublicationRevisionSummary,
} from '@orbita/contracts/publications';
import { renderPublicationHtml } from './render';
import type { PublicationRevisionRow } from './schema';
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

type RevisionSummaryRow = Pick<
  PublicationRevisionRow,
  'id' | 'number' | 'title' | 'excerpt' | 'publishedBy' | 'publishedAt'
>;

export function presentRevisionSummary(
  row: RevisionSummaryRow,
  liveId: string | null,
): PublicationRevisionSummary {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    excerpt: row.excerpt,
    publishedBy: row.publishedBy,
    publishedAt: row.publishedAt.toISOString(),
    live: row.id === liveId,
  };
}

/** A revision with its body: the stored HTML sanitized again on the way out. */
export function presentRevision(
  row: PublicationRevisionRow,
  liveId: string | null,
): PublicationRevision {
  return {
    ...presentRevisionSummary(row, liveId),
    html: renderPublicationHtml(row.html),
    text: row.text,
  };
}
