import type { MindMap, MindMapPage, MindMapRecord } from '@orbita/contracts/mind-maps';
import type { MindMapRow } from './schema';

/** The map as every member sees it: the realtime `data`, and the base of each answer. */
export function presentMindMapRecord(row: MindMapRow): MindMapRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    templateKey: row.templateKey,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    nodeCount: row.nodeCount,
    preview: row.preview,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The one shape a map is answered in: the record plus the asking person's favourite mark. */
export function presentMindMap(row: MindMapRow & { favourite: boolean }): MindMap {
  return { ...presentMindMapRecord(row), favourite: row.favourite };
}

export function presentMindMapPage(page: {
  rows: (MindMapRow & { favourite: boolean })[];
  nextCursor: string | null;
}): MindMapPage {
  return { items: page.rows.map(presentMindMap), nextCursor: page.nextCursor };
}
