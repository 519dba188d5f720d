import type { PagesItem, PagesItemPage } from '@orbita/contracts/pages';
import type { PagesItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentPagesItem(row: PagesItemRow): PagesItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPagesItemPage(page: {
  rows: PagesItemRow[];
  nextCursor: string | null;
}): PagesItemPage {
  return { items: page.rows.map(presentPagesItem), nextCursor: page.nextCursor };
}
