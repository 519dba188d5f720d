import { useEffect, useState } from 'react';
import type { MapGeometry, PlacedNode } from './layout';
import type { Viewport } from './viewport';

type Rect = { x: number; y: number; w: number; h: number };

/** Everything, until the frame has a size (first render, jsdom). */
const EVERYTHING: Rect = { x: -Infinity, y: -Infinity, w: Infinity, h: Infinity };

const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

const intersects = (a: Rect, n: PlacedNode) =>
  n.x < a.x + a.w && a.x < n.x + n.w && n.y < a.y + a.h && a.y < n.y + n.h;

/**
 * Only the nodes near the screen are in the DOM: what shows plus one screen of margin on every
 * side. Every node in the DOM costs style work on each pan frame (measured: 2,000 live nodes
 * held a loaded 2-core machine at a few frames a second), so a big map keeps a bounded DOM; the
 * margin means a pan re-culls (one small React render) only after it has moved half a screen.
 * `keep` (selection, text being edited, the dragged node) always stays.
 */
export function useCulling(geometry: MapGeometry, viewport: Viewport, keep: string[]) {
  const [area, setArea] = useState<Rect>(EVERYTHING);
  useEffect(() => {
    let frame = 0;
    let current = EVERYTHING;
    const recull = () => {
      frame = 0;
      const seen = viewport.visibleRect();
      if (seen.w <= 0 || !Number.isFinite(seen.w)) return;
      if (current !== EVERYTHING && contains(current, seen)) return;
      current = { x: seen.x - seen.w, y: seen.y - seen.h, w: seen.w * 3, h: seen.h * 3 };
      setArea(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(recull);
    };
    recull();
    const off = viewport.onMove(schedule);
    return () => {
      off();
      cancelAnimationFrame(frame);
    };
  }, [viewport]);
  if (area === EVERYTHING) return geometry.nodes;
  const kept = new Set(keep);
  return geometry.nodes.filter((n) => kept.has(n.id) || intersects(area, n));
}
