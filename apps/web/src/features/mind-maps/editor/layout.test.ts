import {
  addChild,
  initMap,
  readTree,
  ROOT_ID,
  updateNode,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { layoutMap, LEVEL_GAP, type PlacedNode } from './layout';

/** Sizes that differ by text (tall and wide nodes mixed), so overlaps would show. */
const measure = (n: TreeNode) => ({ w: 40 + n.text.length * 7, h: 20 + (n.text.length % 3) * 15 });

/** root → 4 main branches, each with 3 children of its own (17 nodes). */
function sample() {
  const doc = new Y.Doc();
  initMap(doc, 'Centro');
  const mains = ['Um', 'Dois longo', 'Três', 'Quatro muito longo'].map((t) =>
    addChild(doc, ROOT_ID, t),
  );
  mains.forEach((m, i) => ['a', 'bb', 'ccc'].forEach((t) => addChild(doc, m, `${t}${i}`)));
  return { doc, mains };
}

function overlaps(a: PlacedNode, b: PlacedNode) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function expectNoOverlap(nodes: PlacedNode[]) {
  for (let i = 0; i < nodes.length; i++)
    for (let j = i + 1; j < nodes.length; j++)
      expect(
        overlaps(nodes[i]!, nodes[j]!),
        `${nodes[i]!.node.text} × ${nodes[j]!.node.text}`,
      ).toBe(false);
}

describe('layoutMap', () => {
  it('right: every idea right of its parent, one level gap apart, siblings top to bottom, no overlaps', () => {
    const { doc } = sample();
    const g = layoutMap(readTree(doc), 'right', measure);
    expect(g.nodes).toHaveLength(17);
    for (const n of g.nodes) {
      if (n.id === ROOT_ID) continue;
      const parent = g.byId.get(n.node.parentId!)!;
      expect(n.side).toBe('right');
      expect(n.x).toBe(parent.x + parent.w + LEVEL_GAP);
    }
    for (const n of g.nodes) {
      const ys = n.node.children.map((c) => g.byId.get(c.id)!.y);
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
    }
    expectNoOverlap(g.nodes);
    expect(g.edges).toHaveLength(16);
  });

  it('left: the mirror image, every idea left of its parent', () => {
    const { doc } = sample();
    const g = layoutMap(readTree(doc), 'left', measure);
    for (const n of g.nodes) {
      if (n.id === ROOT_ID) continue;
      const parent = g.byId.get(n.node.parentId!)!;
      expect(n.side).toBe('left');
      expect(n.x + n.w + LEVEL_GAP).toBe(parent.x);
    }
    expectNoOverlap(g.nodes);
  });

  it('both: main branches alternate sides unless one names its side; branches follow their main branch', () => {
    const { doc, mains } = sample();
    updateNode(doc, mains[2]!, { side: 'left' });
    const g = layoutMap(readTree(doc), 'both', measure);
    expect(mains.map((m) => g.byId.get(m)!.side)).toEqual(['right', 'left', 'left', 'left']);
    for (const n of g.nodes)
      if (n.node.depth === 2) expect(n.side).toBe(g.byId.get(n.node.parentId!)!.side);
    const root = g.byId.get(ROOT_ID)!;
    expect(root.x).toBe(0);
    expect(root.y + root.h / 2).toBe(0);
    expectNoOverlap(g.nodes);
  });

  it('a collapsed idea hides its branch and counts it for the "+N" badge', () => {
    const { doc, mains } = sample();
    addChild(doc, readTree(doc).children[0]!.children[0]!.id, 'neto');
    updateNode(doc, mains[0]!, { collapsed: true });
    const g = layoutMap(readTree(doc), 'right', measure);
    expect(g.nodes).toHaveLength(14);
    expect(g.byId.get(mains[0]!)!.hidden).toBe(4);
    expect(g.byId.get(mains[1]!)!.hidden).toBe(0);
  });

  it('an edge runs from the parent’s facing side to the child, in the branch colour', () => {
    const { doc, mains } = sample();
    updateNode(doc, mains[1]!, { color: '#B91C1C' });
    const g = layoutMap(readTree(doc), 'both', measure);
    const child = g.byId.get(readTree(doc).children[1]!.children[0]!.id)!;
    const parent = g.byId.get(mains[1]!)!;
    const edge = g.edges.find((e) => e.id === child.id)!;
    expect(edge.color).toBe('#B91C1C');
    expect(child.color).toBe('#B91C1C');
    // left side: from the parent's left edge to the child's right edge
    const nums = edge.d.match(/-?[\d.]+/g)!.map(Number);
    expect(nums[0]).toBeCloseTo(parent.x, 0);
    expect(nums[1]).toBeCloseTo(parent.y + parent.h / 2, 0);
    expect(nums.at(-2)).toBeCloseTo(child.x + child.w, 0);
    expect(nums.at(-1)).toBeCloseTo(child.y + child.h / 2, 0);
  });

  it('a taller idea pushes its siblings apart', () => {
    const doc = new Y.Doc();
    initMap(doc, 'C');
    const [a, b, c] = ['x', 'y', 'z'].map((t) => addChild(doc, ROOT_ID, t));
    const short = layoutMap(readTree(doc), 'right', measure);
    updateNode(doc, b!, { text: 'yy' }); // 50 px tall instead of 35
    const tall = layoutMap(readTree(doc), 'right', measure);
    const gap = (g: typeof short) => g.byId.get(c!)!.y - g.byId.get(a!)!.y;
    expect(gap(tall)).toBeGreaterThan(gap(short));
    expectNoOverlap(tall.nodes);
  });
});
