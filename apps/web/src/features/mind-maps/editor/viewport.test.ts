import { describe, expect, it } from 'vitest';
import { FAR_ZOOM, Viewport } from './viewport';

describe('Viewport', () => {
  it('moves the map with one transform and marks it far below the detail zoom', () => {
    const frame = document.createElement('div');
    const world = document.createElement('div');
    const viewport = new Viewport();
    viewport.attach(frame, world);

    viewport.set({ x: 10, y: 20, k: 1 });
    expect(world.style.transform).toBe('translate3d(10px, 20px, 0) scale(1)');
    expect(world.classList.contains('mm-far')).toBe(false);

    viewport.set({ x: 0, y: 0, k: FAR_ZOOM / 2 });
    expect(world.classList.contains('mm-far')).toBe(true);

    viewport.set({ x: 0, y: 0, k: FAR_ZOOM });
    expect(world.classList.contains('mm-far')).toBe(false);
  });
});
