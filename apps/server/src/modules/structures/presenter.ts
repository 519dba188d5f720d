import type { StructuresItem, StructuresItemPage } from '@orbita/contracts/structures';
import type { StructuresItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentStructuresItem(row: StructuresItemRow): StructuresItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentStructuresItemPage(page: {
  rows: StructuresItemRow[];
  nextCursor: string | null;
}): StructuresItemPage {
  return { items: page.rows.map(presentStructuresItem), nextCursor: page.nextCursor };
}
