import type { HubsItem, HubsItemPage } from '@orbita/contracts/hubs';
import type { HubsItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentHubsItem(row: HubsItemRow): HubsItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentHubsItemPage(page: {
  rows: HubsItemRow[];
  nextCursor: string | null;
}): HubsItemPage {
  return { items: page.rows.map(presentHubsItem), nextCursor: page.nextCursor };
}
