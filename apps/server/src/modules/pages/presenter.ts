import type { Page, PageList, PageSummary } from '@orbita/contracts/pages';
import type { PageSummaryView, PageView } from './reads';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The one shape a page leaves the server in for the list. */
export function presentPageSummary(row: PageSummaryView): PageSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    visibility: row.visibility,
    publishedAt: iso(row.publishedAt),
    liveAt: iso(row.liveAt),
    hasUnpublishedChanges: row.hasUnpublishedChanges,
    hiddenAt: iso(row.hiddenAt),
    hiddenReason: row.hiddenReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page with its draft: the builder's answer and the realtime `data`. */
export function presentPage(row: PageView): Page {
  return {
    ...presentPageSummary(row),
    blocks: row.blocks,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    ogImageFileId: row.ogImageFileId,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  };
}

export function presentPageList(page: {
  rows: PageSummaryView[];
  nextCursor: string | null;
}): PageList {
  return { items: page.rows.map(presentPageSummary), nextCursor: page.nextCursor };
}
