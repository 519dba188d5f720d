import type { {{Pascal}}Item, {{Pascal}}ItemPage } from '@orbita/contracts/{{name}}';
import type { {{Pascal}}ItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function present{{Pascal}}Item(row: {{Pascal}}ItemRow): {{Pascal}}Item {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function present{{Pascal}}ItemPage(page: {
  rows: {{Pascal}}ItemRow[];
  nextCursor: string | null;
}): {{Pascal}}ItemPage {
  return { items: page.rows.map(present{{Pascal}}Item), nextCursor: page.nextCursor };
}
