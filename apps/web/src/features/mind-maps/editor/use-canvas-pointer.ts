import { useLayoutEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { dropAt, type Drop } from './drop-target';
import type { MapGeometry } from './layout';
import type { Viewport } from './viewport';

/** How far (px) a press must travel before it is a drag, not a click. */
const DRAG_START = 5;

export interface DragState {
  id: string;
  text: string;
  at: { x: number; y: number };
  drop: Drop | null;
}

interface Handlers {
  geometry: () => MapGeometry;
  viewport: Viewport;
  readOnly: boolean;
  /** Space held down: any press pans (and Space no longer folds on release). */
  spaceHeld: () => boolean;
  onPanned: () => void;
  onClick: (id: string, additive: boolean) => void;
  onBackgroundClick: () => void;
  onFold: (id: string) => void;
  onDrag: (drag: DragState | null) => void;
  onDrop: (drag: DragState) => void;
}

type Gesture =
  | { kind: 'pan'; x: number; y: number; moved: boolean }
  | { kind: 'press'; id: string; x: number; y: number; additive: boolean }
  | { kind: 'drag'; id: string; drag: DragState };

/**
 * Mouse and pen on the canvas with plain pointer events: a press on the background (or with
 * Space held) pans; a press on a node selects it on release, or drags it once it moves. Not
 * @dnd-kit (which the project has, for lists): it measures every droppable's DOM box and
 * re-renders each draggable's hook on every drag change, which is the slowness mind-map users
 * complain of at ~800 nodes. Here the drop is found in the layout we already hold, in map
 * coordinates, and only the drag layer re-renders while moving.
 */
export function useCanvasPointer(h: Handlers) {
  const gesture = useRef<Gesture | null>(null);
  const handlers = useRef(h);
  // The latest callbacks (they close over the latest tree) for events between renders.
  useLayoutEffect(() => {
    handlers.current = h;
  });

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || e.pointerType === 'touch') return; // touch: touch*.ts
    const target = e.target as Element;
    if (target.closest('textarea, a, .mm-overlay-ui')) return;
    const fold = target.closest('[data-fold]')?.getAttribute('data-fold');
    if (fold) {
      e.preventDefault();
      handlers.current.onFold(fold);
      return;
    }
    const id = target.closest('[data-node-id]')?.getAttribute('data-node-id');
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (id && !handlers.current.spaceHeld())
      gesture.current = {
        kind: 'press',
        id,
        x: e.clientX,
        y: e.clientY,
        additive: e.shiftKey || e.ctrlKey || e.metaKey,
      };
    else {
      gesture.current = { kind: 'pan', x: e.clientX, y: e.clientY, moved: false };
      e.currentTarget.classList.add('mm-panning');
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g) return;
    const { viewport } = handlers.current;
    if (g.kind === 'pan') {
      viewport.panBy(e.clientX - g.x, e.clientY - g.y);
      if (!g.moved && Math.hypot(e.clientX - g.x, e.clientY - g.y) > 0) handlers.current.onPanned();
      gesture.current = { ...g, x: e.clientX, y: e.clientY, moved: true };
      return;
    }
    if (g.kind === 'press') {
      if (handlers.current.readOnly || Math.hypot(e.clientX - g.x, e.clientY - g.y) < DRAG_START)
        return;
      const text = handlers.current.geometry().byId.get(g.id)?.node.text || 'Nova ideia';
      gesture.current = {
        kind: 'drag',
        id: g.id,
        drag: { id: g.id, text, at: { x: 0, y: 0 }, drop: null },
      };
    }
    const drag = gesture.current as Extract<Gesture, { kind: 'drag' }>;
    const at = viewport.toMap(e.clientX, e.clientY);
    const drop = dropAt(handlers.current.geometry(), at, drag.id);
    drag.drag = { ...drag.drag, at, drop };
    handlers.current.onDrag(drag.drag);
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    gesture.current = null;
    e.currentTarget.classList.remove('mm-panning');
    if (!g) return;
    if (g.kind === 'press') handlers.current.onClick(g.id, g.additive);
    else if (g.kind === 'pan' && !g.moved) handlers.current.onBackgroundClick();
    else if (g.kind === 'drag') {
      handlers.current.onDrag(null);
      handlers.current.onDrop(g.drag);
    }
  };

  const onPointerCancel = (e: ReactPointerEvent<HTMLElement>) => {
    if (gesture.current?.kind === 'drag') handlers.current.onDrag(null);
    gesture.current = null;
    e.currentTarget.classList.remove('mm-panning');
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}
