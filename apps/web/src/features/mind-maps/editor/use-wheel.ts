import { useEffect, type RefObject } from 'react';
import type { Viewport } from './viewport';

/**
 * The wheel on the canvas: Ctrl+wheel (also a trackpad pinch, which browsers send as
 * Ctrl+wheel) zooms around the pointer; a plain wheel or two-finger scroll pans. A native,
 * non-passive listener: React's wheel handler cannot stop the page from scrolling.
 */
export function useWheel(frame: RefObject<HTMLElement | null>, viewport: Viewport) {
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const scale = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
      if (e.ctrlKey || e.metaKey) {
        const r = el.getBoundingClientRect();
        const factor = Math.exp(-e.deltaY * scale * 0.002);
        viewport.zoomAt(factor, e.clientX - r.left, e.clientY - r.top);
      } else viewport.panBy(-e.deltaX * scale, -e.deltaY * scale);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [frame, viewport]);
}
