import {
  initMap,
  insertOutline,
  readTree,
  replaceContent,
  ROOT_ID,
  setLayout,
  updateNode,
  walkTree,
  type MapLayout,
  type OutlineNode,
  type Side,
} from '@orbita/contracts/mind-map-doc';
import type { MindMapPreview } from '@orbita/contracts/mind-maps';
import type * as Y from 'yjs';
import type { Tx } from '../../platform/db/client';
import { countNodes, previewOf } from './preview';

/**
 * What this module needs of the collaboration layer (`app.collab`, platform/collab): the
 * map's tree lives there as a Yjs document in room `mind-map:<id>`. Named structurally so
 * the service and its tests depend on these four calls only.
 */
export interface MapDocuments {
  /** A new map's first content, written in the caller's transaction (no map without a tree). */
  seed(tx: Tx, room: string, workspaceId: string, fn: (doc: Y.Doc) => void): Promise<void>;
  /** A copy of the current state (the caller destroys it). */
  read(room: string, workspaceId: string): Promise<Y.Doc>;
  /** Drops the document (updates, versions, sessions) after its map is deleted. */
  remove(room: string, workspaceId: string): Promise<void>;
}

/**
 * An outline whose first-level branches may say which side of the root they sit on (layout
 * 'both'): the model's `OutlineNode` has no side, so files that keep one (Orbita JSON,
 * FreeMind's POSITION) carry it here.
 */
export type SidedOutline = Omit<OutlineNode, 'children'> & {
  children: (OutlineNode & { side?: Side })[];
};

/** Fills an empty document: the root (title, its own fields), the layout and the branches. */
export function writeOutline(doc: Y.Doc, root: SidedOutline, layout: MapLayout): void {
  doc.transact(() => {
    initMap(doc, root.text);
    updateNode(doc, ROOT_ID, {
      note: root.note ?? '',
      color: root.color ?? null,
      icon: root.icon ?? null,
      link: root.link ?? null,
      collapsed: root.collapsed === true,
    });
    setLayout(doc, layout);
    if (root.children.length === 0) return;
    const ids = insertOutline(doc, ROOT_ID, root.children);
    root.children.forEach((branch, i) => {
      if (branch.side) updateNode(doc, ids[i]!, { side: branch.side });
    });
  });
}

/**
 * Makes an empty document a copy of `source`'s map (nodes with their ids, sides, fields and
 * the layout; not its edit history). Task links are cleared: the tasks belong to the
 * original map's nodes, and a copy is new work (as `toOutline` does for pasted branches).
 */
export function copyMap(target: Y.Doc, source: Y.Doc): void {
  target.transact(() => {
    replaceContent(target, source);
    walkTree(readTree(target), (node) => {
      if (node.taskId || node.taskCode)
        updateNode(target, node.id, { taskId: null, taskCode: null });
    });
  });
}

/** What the list and the gallery keep of a document: its node count and preview. */
export function summaryOf(doc: Y.Doc): { nodeCount: number; preview: MindMapPreview } {
  const tree = readTree(doc);
  return { nodeCount: countNodes(tree), preview: previewOf(tree) };
}
