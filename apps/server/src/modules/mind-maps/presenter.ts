import type { MindMapsItem, MindMapsItemPage } from '@orbita/contracts/mind-maps';
import type { MindMapsItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentMindMapsItem(row: MindMapsItemRow): MindMapsItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentMindMapsItemPage(page: {
  rows: MindMapsItemRow[];
  nextCursor: string | null;
}): MindMapsItemPage {
  return { items: page.rows.map(presentMindMapsItem), nextCursor: page.nextCursor };
}
