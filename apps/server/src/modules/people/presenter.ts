import type { PeopleItem, PeopleItemPage } from '@orbita/contracts/people';
import type { PeopleItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentPeopleItem(row: PeopleItemRow): PeopleItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPeopleItemPage(page: {
  rows: PeopleItemRow[];
  nextCursor: string | null;
}): PeopleItemPage {
  return { items: page.rows.map(presentPeopleItem), nextCursor: page.nextCursor };
}
