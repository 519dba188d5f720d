import { describe, expect, it } from 'vitest';
import { columnsFor, nextIndex } from './grid-keys';

describe('grid keyboard moves', () => {
  // 10 files in rows of 4: 0-3, 4-7, 8-9.
  const move = (from: number, key: string, ctrl = false) => nextIndex(from, key, 4, 10, { ctrl });

  it('moves by one sideways and by a row up and down, never off the grid', () => {
    expect(move(0, 'ArrowRight')).toBe(1);
    expect(move(0, 'ArrowLeft')).toBe(0);
    expect(move(9, 'ArrowRight')).toBe(9);
    expect(move(1, 'ArrowDown')).toBe(5);
    expect(move(5, 'ArrowDown')).toBe(9);
    expect(move(7, 'ArrowDown')).toBe(7); // nothing below the 8th in the last short row
    expect(move(5, 'ArrowUp')).toBe(1);
    expect(move(1, 'ArrowUp')).toBe(1);
  });

  it('goes to the row ends with Home/End and to the first/last file with Ctrl', () => {
    expect(move(6, 'Home')).toBe(4);
    expect(move(4, 'End')).toBe(7);
    expect(move(8, 'End')).toBe(9);
    expect(move(6, 'Home', true)).toBe(0);
    expect(move(2, 'End', true)).toBe(9);
  });

  it('ignores other keys and an empty grid', () => {
    expect(move(0, 'a')).toBeNull();
    expect(nextIndex(0, 'ArrowRight', 4, 0)).toBeNull();
  });

  it('fits at least two columns, more as the width grows', () => {
    expect(columnsFor(328, 140, 12)).toBe(2);
    expect(columnsFor(1600, 160, 12)).toBe(9);
    expect(columnsFor(0, 160, 12)).toBe(1);
  });
});
