import type { ProductsItem, ProductsItemPage } from '@orbita/contracts/products';
import type { ProductsItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentProductsItem(row: ProductsItemRow): ProductsItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentProductsItemPage(page: {
  rows: ProductsItemRow[];
  nextCursor: string | null;
}): ProductsItemPage {
  return { items: page.rows.map(presentProductsItem), nextCursor: page.nextCursor };
}
