import type { StoreItem, StoreItemPage } from '@orbita/contracts/store';
import type { StoreItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentStoreItem(row: StoreItemRow): StoreItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentStoreItemPage(page: {
  rows: StoreItemRow[];
  nextCursor: string | null;
}): StoreItemPage {
  return { items: page.rows.map(presentStoreItem), nextCursor: page.nextCursor };
}
