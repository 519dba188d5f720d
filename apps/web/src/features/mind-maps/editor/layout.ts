import {
  NODE_COLORS,
  type MapLayout,
  type Side,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { flextree, type FlexNode } from 'd3-flextree';
import { measureNode, type Size } from './measure';

/**
 * The layout adapter: the document's tree → boxes and edges in map pixels, by d3-flextree
 * (a tidy tree for nodes of different sizes, O(n)). flextree grows downwards; a mind map grows
 * sideways, so its breadth axis becomes our y and its depth axis our x (mirrored on the left).
 * The root sits at x = 0, its vertical centre at y = 0.
 */

/** Horizontal room between a parent and its children (the edge lives there). */
export const LEVEL_GAP = 56;
/** Vertical room between siblings, and a little more between cousins. */
const SIBLING_GAP = 10;
const COUSIN_GAP = 22;

export interface PlacedNode {
  id: string;
  node: TreeNode;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Which side of the root the node grows on; null for the root. */
  side: Side | null;
  /** Descendants hidden under a collapsed node (the "+N" badge), else 0. */
  hidden: number;
  /** The branch colour: the node's own, else the nearest ancestor's, else its main branch's. */
  color: string;
}

export interface Edge {
  id: string;
  d: string;
  color: string;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface MapGeometry {
  nodes: PlacedNode[];
  byId: Map<string, PlacedNode>;
  edges: Edge[];
  bounds: Bounds;
}

/** Which side each main branch grows on: its own `side`, else the map's, else alternating. */
export function sideOf(child: TreeNode, index: number, mode: MapLayout): Side {
  if (mode === 'right' || mode === 'left') return mode;
  return child.side ?? (index % 2 === 0 ? 'right' : 'left');
}

function countDescendants(node: TreeNode): number {
  let n = 0;
  for (const c of node.children) n += 1 + countDescendants(c);
  return n;
}

type Item = { node: TreeNode; size: Size };

function runFlextree(root: TreeNode, kids: TreeNode[], measure: (n: TreeNode) => Size) {
  const layout = flextree<Item>({
    nodeSize: (n) => [n.data.size.h, n.data.size.w + LEVEL_GAP],
    spacing: (a, b) => (a.parent === b.parent ? SIBLING_GAP : COUSIN_GAP),
  });
  const toItem = (node: TreeNode): Item => ({ node, size: measure(node) });
  const rootItem = toItem(root);
  const tree = layout.hierarchy(rootItem, (item) => {
    if (item === rootItem) return kids.map(toItem);
    return item.node.collapsed ? null : item.node.children.map(toItem);
  });
  layout(tree);
  return tree;
}

export function layoutMap(
  root: TreeNode,
  mode: MapLayout,
  measure: (n: TreeNode) => Size = measureNode,
  /** Changes when the measures were reset (fonts loaded); only part of the memo key. */
  _epoch = 0,
): MapGeometry {
  const rootSize = measure(root);
  const nodes: PlacedNode[] = [];
  const edges: Edge[] = [];
  const rootColor = '#194DAF';
  const placedRoot: PlacedNode = {
    id: root.id,
    node: root,
    x: 0,
    y: -rootSize.h / 2,
    w: rootSize.w,
    h: rootSize.h,
    side: null,
    hidden: root.collapsed ? countDescendants(root) : 0,
    color: root.color ?? rootColor,
  };
  nodes.push(placedRoot);
  const byId = new Map<string, PlacedNode>([[root.id, placedRoot]]);
  const mainColor = new Map<string, string>();
  root.children.forEach((c, i) => mainColor.set(c.id, NODE_COLORS[i % NODE_COLORS.length]!));

  if (!root.collapsed) {
    for (const side of ['right', 'left'] as const) {
      const kids = root.children.filter((c, i) => sideOf(c, i, mode) === side);
      if (kids.length === 0) continue;
      const tree = runFlextree(root, kids, measure);
      tree.each((f: FlexNode<Item>) => {
        if (!f.parent) return;
        const { node, size } = f.data;
        const parent = byId.get(f.parent.data.node.id)!;
        const x = side === 'right' ? f.y : rootSize.w - f.y - size.w;
        const placed: PlacedNode = {
          id: node.id,
          node,
          x,
          y: f.x - size.h / 2,
          w: size.w,
          h: size.h,
          side,
          hidden: node.collapsed ? countDescendants(node) : 0,
          color: node.color ?? (parent === placedRoot ? mainColor.get(node.id)! : parent.color),
        };
        nodes.push(placed);
        byId.set(node.id, placed);
        edges.push({ id: node.id, d: edgePath(parent, placed, side), color: placed.color });
      });
    }
  }
  return { nodes, byId, edges, bounds: boundsOf(nodes) };
}

/** A smooth S from the parent's facing side to the child's, both at mid-height. */
function edgePath(parent: PlacedNode, child: PlacedNode, side: Side): string {
  const sy = parent.y + parent.h / 2;
  const ey = child.y + child.h / 2;
  const sx = side === 'right' ? parent.x + parent.w : parent.x;
  const ex = side === 'right' ? child.x : child.x + child.w;
  const mx = (sx + ex) / 2;
  const r = (v: number) => Math.round(v * 10) / 10;
  return `M${r(sx)} ${r(sy)}C${r(mx)} ${r(sy)} ${r(mx)} ${r(ey)} ${r(ex)} ${r(ey)}`;
}

function boundsOf(nodes: PlacedNode[]): Bounds {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const n of nodes) {
    b.minX = Math.min(b.minX, n.x);
    b.minY = Math.min(b.minY, n.y);
    b.maxX = Math.max(b.maxX, n.x + n.w);
    b.maxY = Math.max(b.maxY, n.y + n.h);
  }
  return b;
}
