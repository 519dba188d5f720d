import { ROOT_ID, type MapLayout, type Side, type TreeNode } from '@orbita/contracts/mind-map-doc';
import type { MapGeometry, PlacedNode } from './layout';

/** Where a dragged node would land: inside a node (last child), or before/after a sibling. */
export type Drop = { kind: 'child' | 'before' | 'after'; target: PlacedNode };

/** The move a drop means: under `parentId` at `index` (counted without the moved node). */
export interface Move {
  parentId: string;
  index: number;
  /** A main branch's side when it lands under the root of a two-sided map. */
  side?: Side;
}

/** Half the gap between siblings: the pointer between two nodes still finds one of them. */
const SLACK = 6;

/**
 * The drop under a map point, or null. The top and bottom quarter of a node mean "before" and
 * "after" it (reorder), the middle means "inside" (re-parent); the root only takes children.
 * Nodes inside the dragged branch never take it (a branch cannot go under itself).
 */
export function dropAt(
  geometry: MapGeometry,
  point: { x: number; y: number },
  draggedId: string,
): Drop | null {
  const inside = branchIds(geometry.byId.get(draggedId)?.node);
  for (const target of geometry.nodes) {
    if (inside.has(target.id)) continue;
    if (point.x < target.x || point.x > target.x + target.w) continue;
    if (point.y < target.y - SLACK || point.y > target.y + target.h + SLACK) continue;
    if (target.id === ROOT_ID) return { kind: 'child', target };
    const rel = (point.y - target.y) / target.h;
    return { kind: rel < 0.25 ? 'before' : rel > 0.75 ? 'after' : 'child', target };
  }
  return null;
}

export function moveFor(
  drop: Drop,
  draggedId: string,
  index: Map<string, TreeNode>,
  layout: MapLayout,
  point: { x: number },
): Move | null {
  const { target } = drop;
  if (drop.kind === 'child') {
    const kids = target.node.children.filter((c) => c.id !== draggedId);
    const move: Move = { parentId: target.id, index: kids.length };
    if (target.id === ROOT_ID && layout === 'both')
      move.side = point.x < target.x + target.w / 2 ? 'left' : 'right';
    return move;
  }
  const parent = target.node.parentId === null ? undefined : index.get(target.node.parentId);
  if (!parent) return null;
  const siblings = parent.children.filter((c) => c.id !== draggedId);
  const at = siblings.findIndex((c) => c.id === target.id);
  const move: Move = { parentId: parent.id, index: drop.kind === 'before' ? at : at + 1 };
  if (parent.id === ROOT_ID && layout === 'both' && target.side) move.side = target.side;
  return move;
}

function branchIds(node: TreeNode | undefined): Set<string> {
  const ids = new Set<string>();
  const walk = (n: TreeNode) => {
    ids.add(n.id);
    n.children.forEach(walk);
  };
  if (node) walk(node);
  return ids;
}
