import type { Bounds } from './layout';

export interface View {
  x: number;
  y: number;
  k: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 3;
const clamp = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/**
 * Pan and zoom of the canvas, outside React: every change writes one CSS transform on the
 * map's container (the browser composites it; no node re-renders), which is what keeps a
 * 2,000-node map at 50+ fps while it moves. Who shows the zoom (the toolbar's percentage)
 * subscribes. Touch gestures (touch*.ts) drive the same object.
 */
/** Below this zoom ideas are drawn as boxes without their contents (see `apply`). */
export const FAR_ZOOM = 0.45;

export class Viewport {
  view: View = { x: 0, y: 0, k: 1 };
  private world: HTMLElement | null = null;
  private frame: HTMLElement | null = null;
  private listeners = new Set<() => void>();
  private moveListeners = new Set<() => void>();

  private resize: ResizeObserver | null = null;
  private lastSize = { w: 0, h: 0 };

  /** Returns the detach function (the effect's cleanup). */
  attach(frame: HTMLElement | null, world: HTMLElement | null): () => void {
    this.frame = frame;
    this.world = world;
    this.apply();
    this.lastSize = this.size();
    // The frame resized (a phone turned, the window narrowed): keep the same point in the middle.
    if (frame && typeof ResizeObserver !== 'undefined') {
      this.resize = new ResizeObserver(() => {
        const size = this.size();
        const { w, h } = this.lastSize;
        this.lastSize = size;
        if (w > 0 && h > 0) this.panBy((size.w - w) / 2, (size.h - h) / 2);
      });
      this.resize.observe(frame);
    }
    return () => {
      this.resize?.disconnect();
      this.resize = null;
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getZoom = () => this.view.k;

  /** Every pan or zoom (the culling of off-screen nodes listens). */
  onMove(listener: () => void): () => void {
    this.moveListeners.add(listener);
    return () => void this.moveListeners.delete(listener);
  }

  /** The part of the map the frame shows now, in map pixels. */
  visibleRect(): { x: number; y: number; w: number; h: number } {
    const { x, y, k } = this.view;
    const size = this.size();
    return { x: -x / k, y: -y / k, w: size.w / k, h: size.h / k };
  }

  set(view: View): void {
    const zoomChanged = view.k !== this.view.k;
    this.view = view;
    this.apply();
    this.moveListeners.forEach((l) => l());
    if (zoomChanged) this.listeners.forEach((l) => l());
  }

  panBy(dx: number, dy: number): void {
    this.set({ ...this.view, x: this.view.x + dx, y: this.view.y + dy });
  }

  /** Zooms by `factor` keeping the point (px, py) of the frame (default: its centre) still. */
  zoomAt(factor: number, px?: number, py?: number): void {
    const { x, y, k } = this.view;
    const size = this.size();
    const ox = px ?? size.w / 2;
    const oy = py ?? size.h / 2;
    const k2 = clamp(k * factor);
    this.set({ k: k2, x: ox - ((ox - x) * k2) / k, y: oy - ((oy - y) * k2) / k });
  }

  /** The whole map in view, never enlarged past 100 %. */
  fit(bounds: Bounds, padding = 32): void {
    const size = this.size();
    const w = bounds.maxX - bounds.minX;
    const h = bounds.maxY - bounds.minY;
    if (!Number.isFinite(w) || size.w === 0) return;
    const k = clamp(Math.min(1, (size.w - padding * 2) / w, (size.h - padding * 2) / h));
    this.set({
      k,
      x: (size.w - w * k) / 2 - bounds.minX * k,
      y: (size.h - h * k) / 2 - bounds.minY * k,
    });
  }

  /** Puts a map rectangle's centre in the frame's centre, at the current zoom. */
  centerOn(rect: { x: number; y: number; w: number; h: number }): void {
    const size = this.size();
    const { k } = this.view;
    this.set({
      k,
      x: size.w / 2 - (rect.x + rect.w / 2) * k,
      y: size.h / 2 - (rect.y + rect.h / 2) * k,
    });
  }

  /** Scrolls just enough to show a map rectangle (the selection walking off screen). */
  reveal(rect: { x: number; y: number; w: number; h: number }, margin = 24): void {
    const size = this.size();
    const { x, y, k } = this.view;
    const left = rect.x * k + x;
    const top = rect.y * k + y;
    const right = left + rect.w * k;
    const bottom = top + rect.h * k;
    let dx = 0;
    let dy = 0;
    if (left < margin) dx = margin - left;
    else if (right > size.w - margin) dx = size.w - margin - right;
    if (top < margin) dy = margin - top;
    else if (bottom > size.h - margin) dy = size.h - margin - bottom;
    if (dx || dy) this.panBy(dx, dy);
  }

  /** A client point in map pixels. */
  toMap(clientX: number, clientY: number): { x: number; y: number } {
    const r = this.frame?.getBoundingClientRect() ?? { left: 0, top: 0 };
    const { x, y, k } = this.view;
    return { x: (clientX - r.left - x) / k, y: (clientY - r.top - y) / k };
  }

  size(): { w: number; h: number } {
    return { w: this.frame?.clientWidth ?? 0, h: this.frame?.clientHeight ?? 0 };
  }

  private apply(): void {
    const { x, y, k } = this.view;
    if (!this.world) return;
    this.world.style.transform = `translate3d(${x}px, ${y}px, 0) scale(${k})`;
    // Level of detail: below this zoom the text is a few pixels high and unreadable, and with
    // a whole big map on screen painting it is what held pan near 30 fps (bench: 622 nodes);
    // the ideas stay as their coloured boxes. A class, not a React render, like the transform.
    this.world.classList.toggle('mm-far', k < FAR_ZOOM);
  }
}
