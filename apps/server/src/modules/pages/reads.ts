import { getTableColumns, sql } from 'drizzle-orm';
import { pages } from './schema';

/**
 * Whether the draft differs from the live copy, decided by PostgreSQL (jsonb equality is
 * semantic: key order never counts as a change). False while never published.
 */
const hasUnpublishedChanges = sql<boolean>`(${pages.liveAt} is not null and (
  ${pages.title} is distinct from ${pages.liveTitle}
  or ${pages.blocks} is distinct from ${pages.liveBlocks}
  or ${pages.seoTitle} is distinct from ${pages.liveSeoTitle}
  or ${pages.seoDescription} is distinct from ${pages.liveSeoDescription}
  or ${pages.ogImageFileId} is distinct from ${pages.liveOgImageFileId}))`.mapWith(Boolean);

const { search: _search, searchText: _searchText, ...columns } = getTableColumns(pages);

/** What the builder reads of a page: the row without the search columns, plus the flag. */
export const pageColumns = { ...columns, hasUnpublishedChanges };

/** What the list reads: no blocks, no live copy. */
export const pageSummaryColumns = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  status: pages.status,
  visibility: pages.visibility,
  publishedAt: pages.publishedAt,
  liveAt: pages.liveAt,
  hiddenAt: pages.hiddenAt,
  hiddenReason: pages.hiddenReason,
  version: pages.version,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
  hasUnpublishedChanges,
};

export type PageView = Omit<typeof pages.$inferSelect, 'search' | 'searchText'> & {
  hasUnpublishedChanges: boolean;
};
export type PageSummaryView = Pick<
  PageView,
  Exclude<keyof typeof pageSummaryColumns, 'hasUnpublishedChanges'> | 'hasUnpublishedChanges'
>;
