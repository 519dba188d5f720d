import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  dropPlace,
  keyPlace,
  visibleRows,
  wouldCycle,
  type TreeEntry,
} from './tree-model';

// a
// ├─ a1
// │  └─ a1x
// └─ a2
// b
const e = (id: string, parentId: string | null, position: string): TreeEntry => ({
  id,
  parentId,
  position,
  title: id.toUpperCase(),
});
const entries = [
  e('b', null, 'b0'),
  e('a2', 'a', 'a1'),
  e('a', null, 'a0'),
  e('a1x', 'a1', 'a0'),
  e('a1', 'a', 'a0'),
];

describe('the codex tree', () => {
  it('shows the root in position order and the children of the expanded entries only', () => {
    expect(visibleRows(entries, new Set()).map((r) => r.entry.id)).toEqual(['a', 'b']);
    const rows = visibleRows(entries, new Set(['a', 'a1']));
    expect(rows.map((r) => [r.entry.id, r.depth, r.hasChildren, r.expanded])).toEqual([
      ['a', 0, true, true],
      ['a1', 1, true, true],
      ['a1x', 2, false, false],
      ['a2', 1, false, false],
      ['b', 0, false, false],
    ]);
    // Positions are compared as code units ("B" < "a"), never by locale.
    expect(
      visibleRows([e('x', null, 'a'), e('y', null, 'B')], new Set()).map((r) => r.entry.id),
    ).toEqual(['y', 'x']);
  });

  it('refuses to put a page inside itself or one of its sub-pages', () => {
    expect(ancestorsOf(entries, 'a1x')).toEqual(['a1', 'a']);
    expect(wouldCycle(entries, 'a', 'a1x')).toBe(true);
    expect(wouldCycle(entries, 'a', 'a')).toBe(true);
    expect(wouldCycle(entries, 'a1x', 'a')).toBe(false);
    expect(dropPlace(entries, 'a', 'a1x', 'inside')).toBeNull();
    expect(dropPlace(entries, 'a', 'a1', 'before')).toBeNull();
  });

  it('turns a drop into the parent and the index among the siblings without the moved page', () => {
    expect(dropPlace(entries, 'b', 'a1', 'inside')).toEqual({ parentId: 'a1', index: 1 });
    expect(dropPlace(entries, 'b', 'a2', 'before')).toEqual({ parentId: 'a', index: 1 });
    expect(dropPlace(entries, 'a1x', 'a', 'after')).toEqual({ parentId: null, index: 1 });
    expect(dropPlace(entries, 'a', 'b', 'after')).toEqual({ parentId: null, index: 1 });
    // Where it already is: nothing to do.
    expect(dropPlace(entries, 'a1', 'a2', 'before')).toBeNull();
  });

  it('moves with the keyboard: up, down, into the page above and back out', () => {
    expect(keyPlace(entries, 'a2', 'up')).toEqual({ parentId: 'a', index: 0 });
    expect(keyPlace(entries, 'a1', 'up')).toBeNull();
    expect(keyPlace(entries, 'a', 'down')).toEqual({ parentId: null, index: 1 });
    expect(keyPlace(entries, 'b', 'down')).toBeNull();
    expect(keyPlace(entries, 'a2', 'indent')).toEqual({ parentId: 'a1', index: 1 });
    expect(keyPlace(entries, 'a1', 'indent')).toBeNull();
    expect(keyPlace(entries, 'a1x', 'outdent')).toEqual({ parentId: 'a', index: 1 });
    expect(keyPlace(entries, 'b', 'outdent')).toBeNull();
  });
});
