import type { PublicationsItem, PublicationsItemPage } from '@orbita/contracts/publications';
import type { PublicationsItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentPublicationsItem(row: PublicationsItemRow): PublicationsItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPublicationsItemPage(page: {
  rows: PublicationsItemRow[];
  nextCursor: string | null;
}): PublicationsItemPage {
  return { items: page.rows.map(presentPublicationsItem), nextCursor: page.nextCursor };
}
