import { hierarchy, tree } from 'd3-hierarchy';

/** What a thumbnail needs of a map's outline (the server's `preview`: its first levels). */
export interface PreviewNode {
  text: string;
  color?: string | null;
  children?: PreviewNode[];
}

export interface PreviewBox {
  x: number;
  y: number;
  width: number;
  depth: number;
  color: string | null;
}

export interface PreviewEdge {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

export interface PreviewLayout {
  boxes: PreviewBox[];
  edges: PreviewEdge[];
  /** The drawing's extent, for the SVG viewBox. */
  minX: number;
  minY: number;
  width: number;
  height: number;
}

/** The drawing's units: a level is LEVEL wide, a row ROW tall. */
const LEVEL = 70;
const ROW = 16;
/** A thumbnail shows this many levels (root + 2) and at most this many boxes in all. */
const DEPTH = 2;
const MAX_BOXES = 40;
const MIN_WIDTH = 300;
const MIN_HEIGHT = 110;

/** A bar as long as the text, within reason: the thumbnail hints at the text, never shows it. */
const widthOf = (text: string, depth: number) =>
  depth === 0 ? 56 : Math.max(18, Math.min(48, 10 + text.trim().length * 2));

/** Only the first levels and boxes, so a huge preview still draws a small, readable picture. */
function trim(node: PreviewNode, depth: number, budget: { left: number }): PreviewNode {
  budget.left -= 1;
  const children: PreviewNode[] = [];
  if (depth < DEPTH)
    for (const child of node.children ?? []) {
      if (budget.left <= 0) break;
      children.push(trim(child, depth + 1, budget));
    }
  return { ...node, children };
}

/** One side of the map laid out to the right of the root; `flip` mirrors it to the left. */
function side(root: PreviewNode, branches: PreviewNode[], flip: boolean) {
  const boxes: PreviewBox[] = [];
  const edges: PreviewEdge[] = [];
  if (branches.length === 0) return { boxes, edges };
  const laid = tree<PreviewNode>()
    .nodeSize([ROW, LEVEL])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.4))(
    hierarchy<PreviewNode>({ ...root, children: branches }, (n) => n.children),
  );
  // The side is centred on the root's row: its first level's middle is at y = 0.
  const first = laid.children ?? [];
  const shift = -(first[0]!.x + first[first.length - 1]!.x) / 2;
  const dir = flip ? -1 : 1;
  const rootWidth = widthOf(root.text, 0);
  // The root box is centred on 0; a branch starts where the root (or its parent bar) ends.
  const xOf = (depth: number) =>
    depth === 0 ? 0 : dir * (rootWidth / 2 + 14 + (depth - 1) * LEVEL);
  for (const node of laid.descendants()) {
    if (node.depth === 0) continue;
    const width = widthOf(node.data.text, node.depth);
    const left = flip ? xOf(node.depth) - width : xOf(node.depth);
    boxes.push({
      x: left,
      y: node.x + shift,
      width,
      depth: node.depth,
      color: node.data.color ?? null,
    });
    const parent = node.parent!;
    const parentWidth = widthOf(parent.data.text, parent.depth);
    const fromX =
      parent.depth === 0 ? (dir * rootWidth) / 2 : xOf(parent.depth) + dir * parentWidth;
    edges.push({
      from: { x: fromX, y: parent.depth === 0 ? 0 : parent.x + shift },
      to: { x: xOf(node.depth), y: node.x + shift },
    });
  }
  return { boxes, edges };
}

/**
 * A small two-sided drawing of a map's first levels: the root in the middle, its branches
 * alternating right and left (as the editor's "Ambos os lados" layout), each with its children.
 * Positions come from d3-hierarchy's tidy tree, the same family as the editor's layout.
 */
export function previewLayout(outline: PreviewNode): PreviewLayout {
  const root = trim(outline, 0, { left: MAX_BOXES });
  const branches = root.children ?? [];
  const right = side(
    root,
    branches.filter((_, i) => i % 2 === 0),
    false,
  );
  const left = side(
    root,
    branches.filter((_, i) => i % 2 === 1),
    true,
  );
  const rootWidth = widthOf(root.text, 0);
  const boxes: PreviewBox[] = [
    { x: -rootWidth / 2, y: 0, width: rootWidth, depth: 0, color: root.color ?? null },
    ...right.boxes,
    ...left.boxes,
  ];
  const edges = [...right.edges, ...left.edges];
  const xs = boxes.flatMap((b) => [b.x, b.x + b.width]);
  const ys = boxes.map((b) => b.y);
  const pad = 12;
  // A small map is drawn at the scale of a full one (a lone root stays a small bar, not a
  // pill across the card): the view is never narrower or shorter than a typical map's.
  const width = Math.max(MIN_WIDTH, Math.max(...xs) - Math.min(...xs) + 2 * pad);
  const height = Math.max(MIN_HEIGHT, Math.max(...ys) - Math.min(...ys) + 2 * pad);
  const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
  return { boxes, edges, minX: midX - width / 2, minY: midY - height / 2, width, height };
}
