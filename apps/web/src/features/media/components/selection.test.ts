import { describe, expect, it } from 'vitest';
import { clickSelect, emptySelection, keepShown } from './selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (s: { ids: ReadonlySet<string> }) => [...s.ids].sort();

describe('library selection', () => {
  it('a plain click selects only that file', () => {
    const s = clickSelect(clickSelect(emptySelection, 'a', order, {}), 'c', order, {});
    expect(ids(s)).toEqual(['c']);
  });

  it('Ctrl toggles files in and out, Shift adds the range from the anchor', () => {
    let s = clickSelect(emptySelection, 'b', order, {});
    s = clickSelect(s, 'e', order, { toggle: true });
    expect(ids(s)).toEqual(['b', 'e']);
    s = clickSelect(s, 'e', order, { toggle: true });
    expect(ids(s)).toEqual(['b']);
    s = clickSelect(clickSelect(emptySelection, 'd', order, {}), 'b', order, { range: true });
    expect(ids(s)).toEqual(['b', 'c', 'd']);
  });

  it('forgets files that are no longer shown', () => {
    const s = clickSelect(clickSelect(emptySelection, 'a', order, {}), 'b', order, {
      toggle: true,
    });
    expect(ids(keepShown(s, new Set(['b', 'c'])))).toEqual(['b']);
  });
});
