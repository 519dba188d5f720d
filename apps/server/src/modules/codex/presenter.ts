import type { CodexItem, CodexItemPage } from '@orbita/contracts/codex';
import type { CodexItemRow } from './schema';

/** The one shape an item leaves the server in: the answer and the realtime `data`. */
export function presentCodexItem(row: CodexItemRow): CodexItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCodexItemPage(page: {
  rows: CodexItemRow[];
  nextCursor: string | null;
}): CodexItemPage {
  return { items: page.rows.map(presentCodexItem), nextCursor: page.nextCursor };
}
