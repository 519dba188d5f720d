import { describe, expect, it } from 'vitest';
import { neighboursOf, orderAfterDrop, planDrop } from './ordering';

describe('ordering helpers', () => {
  it('names the neighbours above (afterId) and below (beforeId)', () => {
    expect(neighboursOf(['a', 'b', 'c'], 'b')).toEqual({ afterId: 'a', beforeId: 'c' });
    expect(neighboursOf(['a', 'b', 'c'], 'a')).toEqual({ afterId: null, beforeId: 'b' });
    expect(neighboursOf(['a', 'b', 'c'], 'c')).toEqual({ afterId: 'b', beforeId: null });
    expect(neighboursOf(['a'], 'z')).toEqual({ afterId: null, beforeId: null });
  });

  it('moves down within a column to the place of the card dropped on', () => {
    expect(orderAfterDrop(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(planDrop(['a', 'b', 'c', 'd'], 'a', 'c').placement).toEqual({
      afterId: 'c',
      beforeId: 'd',
    });
  });

  it('moves up within a column', () => {
    expect(orderAfterDrop(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(planDrop(['a', 'b', 'c', 'd'], 'd', 'a').placement).toEqual({
      afterId: null,
      beforeId: 'a',
    });
  });

  it('drops from another column right before the card it lands on', () => {
    const plan = planDrop(['x', 'y'], 'a', 'y');
    expect(plan.order).toEqual(['x', 'a', 'y']);
    expect(plan.placement).toEqual({ afterId: 'x', beforeId: 'y' });
    expect(plan.changed).toBe(true);
  });

  it('goes last when dropped on the column itself, or into an empty column', () => {
    expect(planDrop(['x', 'y'], 'a', null).placement).toEqual({ afterId: 'y', beforeId: null });
    expect(planDrop([], 'a', null)).toEqual({
      order: ['a'],
      placement: { afterId: null, beforeId: null },
      changed: true,
    });
    expect(planDrop(['a', 'b'], 'a', null).order).toEqual(['b', 'a']);
  });

  it('reports no change when a card is dropped on itself', () => {
    expect(planDrop(['a', 'b'], 'a', 'a').changed).toBe(false);
  });
});
