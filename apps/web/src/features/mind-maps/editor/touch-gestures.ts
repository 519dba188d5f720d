import { useEffect, useRef, type RefObject } from 'react';
import {
  LONG_PRESS_MS,
  MOVE_TOLERANCE_PX,
  swallowClicksAfterPress,
} from '../../../platform/long-press';

/**
 * Touch on the canvas (360 px phones and tablets): one finger pans, two fingers pinch-zoom
 * around their midpoint (and pan with it), a tap on a node selects it, a long press on a node
 * (or a right click with a mouse) opens its menu (touch-menu.tsx).
 *
 * Mount (map-editor.tsx): `useCanvasTouch(frame, { viewport, onTap, onMenu })`. Native
 * listeners on the frame, so nothing has to be merged with the editor's own pointer handlers
 * (use-canvas-pointer.ts leaves `pointerType === 'touch'` to this file). The frame already has
 * `touch-action: none`, so the browser neither scrolls nor zooms the page meanwhile.
 *
 * Why not `useLongPress` (platform/long-press): it is a per-element hook, and spreading it on
 * 2,000 memoized nodes would cost what the canvas saves; the gesture here is one recognizer on
 * the frame that finds the node under the finger. It keeps the platform's hold time and move
 * tolerance, so a long press feels the same everywhere in Orbita.
 */

export interface TouchViewport {
  panBy(dx: number, dy: number): void;
  zoomAt(factor: number, px?: number, py?: number): void;
}

export interface TouchHandlers {
  viewport: TouchViewport;
  /** A tap: the node under the finger, or null on the background. */
  onTap: (nodeId: string | null) => void;
  /** Long press or right click on a node: its menu at this client point. */
  onMenu: (nodeId: string, at: { x: number; y: number }) => void;
}

export interface PointerLike {
  pointerId: number;
  clientX: number;
  clientY: number;
  target: EventTarget | null;
}

type Point = { x: number; y: number };

const nodeUnder = (target: EventTarget | null): string | null =>
  target instanceof Element
    ? (target.closest('[data-node-id]')?.getAttribute('data-node-id') ?? null)
    : null;

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The recognizer, free of React and of the DOM event types (tests drive it directly). `origin`
 * answers the frame's top-left in client pixels (zoom is around a frame point).
 */
export class TouchGestures {
  private readonly points = new Map<number, Point>();
  /** The one-finger press that may still become a tap or a long press. */
  private press: { id: number; start: Point; node: string | null } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** A long press opened the menu: the finger's lift is not a tap. */
  private fired = false;

  constructor(
    private readonly handlers: () => TouchHandlers,
    private readonly origin: () => Point = () => ({ x: 0, y: 0 }),
  ) {}

  down(e: PointerLike): void {
    this.points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.points.size === 1) {
      this.fired = false;
      const node = nodeUnder(e.target);
      this.press = { id: e.pointerId, start: { x: e.clientX, y: e.clientY }, node };
      if (node) this.timer = setTimeout(() => this.longPress(), LONG_PRESS_MS);
    } else this.cancelPress(); // a second finger: a pinch, not a press
  }

  move(e: PointerLike): void {
    const before = this.points.get(e.pointerId);
    if (!before) return;
    const now = { x: e.clientX, y: e.clientY };
    const { viewport } = this.handlers();
    if (this.points.size >= 2) {
      const [a, b] = [...this.points.entries()].slice(0, 2);
      if (!a || !b || (a[0] !== e.pointerId && b[0] !== e.pointerId)) return;
      const other = a[0] === e.pointerId ? b[1] : a[1];
      const m0 = mid(before, other);
      const m1 = mid(now, other);
      const d0 = dist(before, other);
      const d1 = dist(now, other);
      this.points.set(e.pointerId, now);
      viewport.panBy(m1.x - m0.x, m1.y - m0.y);
      if (d0 > 0 && d1 > 0) {
        const o = this.origin();
        viewport.zoomAt(d1 / d0, m1.x - o.x, m1.y - o.y);
      }
      return;
    }
    this.points.set(e.pointerId, now);
    const press = this.press;
    if (press && dist(now, press.start) <= MOVE_TOLERANCE_PX) return; // a tremor, not a pan
    if (press) {
      // The finger left the tolerance: from here it pans, from where it started.
      this.cancelPress();
      viewport.panBy(now.x - press.start.x, now.y - press.start.y);
      return;
    }
    viewport.panBy(now.x - before.x, now.y - before.y);
  }

  up(e: PointerLike): void {
    if (!this.points.delete(e.pointerId)) return;
    const press = this.press;
    this.cancelPress();
    if (press && press.id === e.pointerId && !this.fired && this.points.size === 0)
      this.handlers().onTap(press.node);
    if (this.points.size > 0) return;
    // The menu opened under the finger: the browser's click after the lift must not close it.
    if (this.fired) swallowClicksAfterPress({ x: e.clientX, y: e.clientY });
    this.fired = false;
  }

  cancel(e: PointerLike): void {
    this.points.delete(e.pointerId);
    this.cancelPress();
  }

  /** The browser's own long-press menu (Android) or a right click: ours instead. */
  contextMenu(e: PointerLike & { preventDefault(): void }): void {
    const node = nodeUnder(e.target);
    const touching = this.points.size > 0;
    if (!node && !touching) return;
    e.preventDefault();
    if (this.fired || !node) return; // our timer already opened it
    this.cancelPress();
    // During a touch, the lift that follows is not a tap; a mouse has no lift to come.
    this.fired = touching;
    this.handlers().onMenu(node, { x: e.clientX, y: e.clientY });
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private longPress(): void {
    const press = this.press;
    this.timer = undefined;
    if (!press?.node) return;
    const at = this.points.get(press.id) ?? press.start;
    this.press = null;
    this.fired = true;
    this.handlers().onMenu(press.node, at);
  }

  private cancelPress(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.press = null;
  }
}

/** Touch gestures on the canvas frame (see the top of this file). */
export function useCanvasTouch(frame: RefObject<HTMLElement | null>, handlers: TouchHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const gestures = new TouchGestures(
      () => latest.current,
      () => {
        const r = el.getBoundingClientRect();
        return { x: r.left, y: r.top };
      },
    );
    const touchOnly = (fn: (e: PointerEvent) => void) => (e: PointerEvent) => {
      if (e.pointerType === 'touch') fn(e);
    };
    const down = touchOnly((e) => {
      const target = e.target as Element | null;
      // Controls over the canvas (the presentation bar, the fold badge, links) handle themselves.
      if (target?.closest('.mm-overlay-ui, [data-fold], a, textarea')) return;
      gestures.down(e);
    });
    const move = touchOnly((e) => gestures.move(e));
    const up = touchOnly((e) => gestures.up(e));
    const cancel = touchOnly((e) => gestures.cancel(e));
    const menu = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest('.mm-overlay-ui, textarea')) return;
      gestures.contextMenu({
        pointerId: -1,
        clientX: e.clientX,
        clientY: e.clientY,
        target: e.target,
        preventDefault: () => e.preventDefault(),
      });
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', cancel);
    el.addEventListener('contextmenu', menu);
    return () => {
      gestures.dispose();
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', cancel);
      el.removeEventListener('contextmenu', menu);
    };
  }, [frame]);
}
