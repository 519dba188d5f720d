import {
  addChild,
  indexTree,
  initMap,
  moveNode,
  readTree,
  ROOT_ID,
} from '@orbita/contracts/mind-map-doc';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { dropAt, moveFor } from './drop-target';
import { layoutMap, type PlacedNode } from './layout';
import { neighbour } from './navigation';

const measure = () => ({ w: 80, h: 30 });

function sample() {
  const doc = new Y.Doc();
  initMap(doc, 'C');
  const [a, b, c] = ['A', 'B', 'C'].map((t) => addChild(doc, ROOT_ID, t)) as [
    string,
    string,
    string,
  ];
  const a1 = addChild(doc, a, 'A1');
  const tree = readTree(doc);
  const g = layoutMap(tree, 'right', measure);
  return { doc, g, index: indexTree(tree), a, b, c, a1 };
}

const at = (p: PlacedNode, rel: number) => ({ x: p.x + p.w / 2, y: p.y + p.h * rel });

describe('dropping a dragged idea', () => {
  it('middle of a node: inside it, as its last child', () => {
    const { g, index, b, c, a1 } = sample();
    const drop = dropAt(g, at(g.byId.get(b)!, 0.5), c)!;
    expect(drop.kind).toBe('child');
    expect(moveFor(drop, c, index, 'right', { x: 0 })).toEqual({ parentId: b, index: 0 });
    const intoA = dropAt(g, at(g.byId.get(g.byId.get(a1)!.node.parentId!)!, 0.5), c)!;
    expect(moveFor(intoA, c, index, 'right', { x: 0 })).toEqual({
      parentId: intoA.target.id,
      index: 1,
    });
  });

  it('top or bottom quarter: before or after it among its siblings (counted without the dragged one)', () => {
    const { doc, g, index, a, b, c } = sample();
    const before = dropAt(g, at(g.byId.get(a)!, 0.1), c)!;
    expect(before.kind).toBe('before');
    expect(moveFor(before, c, index, 'right', { x: 0 })).toEqual({ parentId: ROOT_ID, index: 0 });
    const after = dropAt(g, at(g.byId.get(b)!, 0.9), a)!;
    expect(after.kind).toBe('after');
    const move = moveFor(after, a, index, 'right', { x: 0 })!;
    expect(move).toEqual({ parentId: ROOT_ID, index: 1 });
    moveNode(doc, a, move.parentId, move.index);
    expect(readTree(doc).children.map((n) => n.text)).toEqual(['B', 'A', 'C']);
  });

  it('never into the dragged branch itself; the root only takes children', () => {
    const { g, a, a1, c } = sample();
    expect(dropAt(g, at(g.byId.get(a1)!, 0.5), a)).toBeNull();
    expect(dropAt(g, at(g.byId.get(a)!, 0.5), a)).toBeNull();
    expect(dropAt(g, at(g.byId.get(ROOT_ID)!, 0.05), c)!.kind).toBe('child');
  });

  it('under the root of a two-sided map, the half it lands on picks its side', () => {
    const { doc, c } = sample();
    const tree = readTree(doc);
    const g = layoutMap(tree, 'both', measure);
    const root = g.byId.get(ROOT_ID)!;
    const drop = dropAt(g, { x: root.x + 5, y: root.y + 10 }, c)!;
    expect(moveFor(drop, c, indexTree(tree), 'both', { x: root.x + 5 })!.side).toBe('left');
  });
});

describe('arrow keys on the map', () => {
  it('right goes to a child, left back to the parent, down and up through siblings', () => {
    const { g, a, b, c, a1 } = sample();
    expect(neighbour(g, ROOT_ID, 'right')).toBe(b); // the main branch nearest in height
    expect(neighbour(g, a, 'right')).toBe(a1);
    expect(neighbour(g, a1, 'left')).toBe(a);
    expect(neighbour(g, a, 'down')).toBe(b);
    expect(neighbour(g, c, 'up')).toBe(b);
    expect(neighbour(g, a, 'up')).toBeNull();
    expect(neighbour(g, ROOT_ID, 'left')).toBeNull();
  });
});
