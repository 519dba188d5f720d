import type { MapGeometry, PlacedNode } from './layout';

export type Direction = 'up' | 'down' | 'left' | 'right';

const cx = (n: PlacedNode) => n.x + n.w / 2;
const cy = (n: PlacedNode) => n.y + n.h / 2;

/**
 * The node an arrow key selects from `id`. Sideways is structural, as on screen: towards the
 * root is the parent, away from it the shown child nearest in height (on the root, the main
 * branch of that side nearest in height). Up and down are spatial: the nearest node above or
 * below whose column overlaps, else the nearest one above or below at all — so the arrows walk
 * across cousins and collapsed gaps the way the eye does. Null: nothing that way.
 */
export function neighbour(geometry: MapGeometry, id: string, direction: Direction): string | null {
  const from = geometry.byId.get(id);
  if (!from) return null;
  if (direction === 'left' || direction === 'right') return sideways(geometry, from, direction);
  const sign = direction === 'down' ? 1 : -1;
  const ahead = geometry.nodes.filter((n) => n !== from && sign * (cy(n) - cy(from)) > 1);
  const overlapping = ahead.filter((n) => n.x < from.x + from.w && from.x < n.x + n.w);
  const pool = overlapping.length > 0 ? overlapping : ahead;
  let best: PlacedNode | null = null;
  let bestScore = Infinity;
  for (const n of pool) {
    const score = Math.abs(cy(n) - cy(from)) + 2 * Math.abs(cx(n) - cx(from));
    if (score < bestScore) [best, bestScore] = [n, score];
  }
  return best?.id ?? null;
}

function sideways(geometry: MapGeometry, from: PlacedNode, direction: 'left' | 'right') {
  const outward = from.side === null || from.side === direction;
  if (!outward) return from.node.parentId;
  if (from.node.collapsed) return null;
  const kids = from.node.children
    .map((c) => geometry.byId.get(c.id))
    .filter((n): n is PlacedNode => !!n && (from.side !== null || n.side === direction));
  let best: PlacedNode | null = null;
  for (const n of kids)
    if (!best || Math.abs(cy(n) - cy(from)) < Math.abs(cy(best) - cy(from))) best = n;
  return best?.id ?? null;
}
