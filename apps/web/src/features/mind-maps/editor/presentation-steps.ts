/**
 * What presentation mode shows, step by step: first the whole map, then each main branch,
 * and inside it each sub-branch (a node with children of its own), in reading order. Leaves
 * are shown with their parent's step. Each step frames its node with everything under it.
 *
 * Works on the layout's geometry (layout.ts `MapGeometry` fits `StepGeometry`): only placed
 * nodes count, so a folded branch is one step with nothing under it.
 */

export interface StepBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface StepTreeNode {
  id: string;
  text: string;
  depth: number;
  children: readonly StepTreeNode[];
}

export interface StepGeometry {
  byId: ReadonlyMap<string, StepBox & { node: StepTreeNode }>;
  nodes: readonly { id: string; node: StepTreeNode }[];
}

export interface Step {
  /** The node the step is about (the root for the overview). */
  id: string;
  text: string;
  /** Map pixels to frame: the node and its placed descendants. */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

function branchBounds(geometry: StepGeometry, node: StepTreeNode): Step['bounds'] {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const visit = (n: StepTreeNode) => {
    const box = geometry.byId.get(n.id);
    if (!box) return;
    b.minX = Math.min(b.minX, box.x);
    b.minY = Math.min(b.minY, box.y);
    b.maxX = Math.max(b.maxX, box.x + box.w);
    b.maxY = Math.max(b.maxY, box.y + box.h);
    n.children.forEach(visit);
  };
  visit(node);
  return b;
}

export function presentationSteps(geometry: StepGeometry): Step[] {
  const root = geometry.nodes[0]?.node;
  if (!root) return [];
  const steps: Step[] = [{ id: root.id, text: root.text, bounds: branchBounds(geometry, root) }];
  const walk = (node: StepTreeNode) => {
    if (!geometry.byId.has(node.id)) return;
    const placedChildren = node.children.filter((c) => geometry.byId.has(c.id));
    if (node.depth === 1 || placedChildren.length > 0)
      steps.push({ id: node.id, text: node.text, bounds: branchBounds(geometry, node) });
    placedChildren.forEach(walk);
  };
  root.children.forEach(walk);
  return steps;
}

/** Largest zoom a step gets: a one-word leaf must not fill a projector screen. */
export const PRESENT_MAX_ZOOM = 2;
const PRESENT_MIN_ZOOM = 0.1;

/**
 * The pan and zoom that centre `bounds` in a frame of `size`, as large as fits with
 * `padding` around (and `bottom` px kept free for the controls).
 */
export function viewFor(
  bounds: Step['bounds'],
  size: { w: number; h: number },
  padding = 48,
  bottom = 64,
): { x: number; y: number; k: number } {
  const w = Math.max(bounds.maxX - bounds.minX, 1);
  const h = Math.max(bounds.maxY - bounds.minY, 1);
  const room = { w: size.w - padding * 2, h: size.h - padding * 2 - bottom };
  const k = Math.min(
    PRESENT_MAX_ZOOM,
    Math.max(PRESENT_MIN_ZOOM, Math.min(room.w / w, room.h / h)),
  );
  return {
    k,
    x: (size.w - w * k) / 2 - bounds.minX * k,
    y: (size.h - bottom - h * k) / 2 - bounds.minY * k,
  };
}
