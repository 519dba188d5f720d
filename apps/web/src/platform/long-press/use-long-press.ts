import {
  useEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
} from 'react';

/** Default hold time (spec §9). */
export const LONG_PRESS_MS = 1000;
/** A finger or mouse drifting further than this is a drag or a scroll, not a press. */
export const MOVE_TOLERANCE_PX = 10;
/** Browsers follow a tap with emulated mouse events; they are not a new press. */
const TOUCH_MOUSE_GAP_MS = 1000;
/** The click that ends a long press arrives right after the release. */
const CLICK_SUPPRESS_MS = 750;

export interface LongPressHandlers {
  onPointerDown: (e: PointerEvent) => void;
  onPointerMove: (e: PointerEvent) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onMouseDown: (e: MouseEvent) => void;
  onMouseMove: (e: MouseEvent) => void;
  onMouseUp: () => void;
  onMouseLeave: () => void;
  onTouchStart: (e: TouchEvent) => void;
  onTouchMove: (e: TouchEvent) => void;
  onTouchEnd: () => void;
  onTouchCancel: () => void;
  onContextMenu: (e: MouseEvent) => void;
  onClickCapture: (e: MouseEvent) => void;
}

interface PressState {
  timer: ReturnType<typeof setTimeout> | undefined;
  origin: { x: number; y: number } | null;
  fired: boolean;
  suppressUntil: number;
  lastTouch: number;
}

/**
 * Long press (spec §9): `callback` runs after press-and-hold for `duration` ms (1000 by
 * default); release or a move beyond a few pixels cancels; the click that follows a long
 * press is swallowed in the capture phase, once. Spread the handlers on the element.
 * Pointer, mouse and touch handlers are all given (older WebViews lack pointer events);
 * one gesture seen through several of them still starts one press.
 */
export function useLongPress(
  callback: () => void,
  duration: number = LONG_PRESS_MS,
): LongPressHandlers {
  const callbackRef = useRef(callback);
  const state = useRef<PressState>({
    timer: undefined,
    origin: null,
    fired: false,
    suppressUntil: 0,
    lastTouch: 0,
  });

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  useEffect(() => {
    const s = state.current;
    return () => clearTimeout(s.timer);
  }, []);

  return useMemo(() => {
    const start = (x: number, y: number) => {
      const s = state.current;
      if (s.timer !== undefined) return; // the same gesture seen through another event family
      s.origin = { x, y };
      s.fired = false;
      s.suppressUntil = 0;
      s.timer = setTimeout(() => {
        s.timer = undefined;
        s.fired = true;
        callbackRef.current();
      }, duration);
    };
    const end = () => {
      const s = state.current;
      clearTimeout(s.timer);
      s.timer = undefined;
      s.origin = null;
      if (s.fired) {
        s.fired = false;
        s.suppressUntil = Date.now() + CLICK_SUPPRESS_MS;
      }
    };
    const move = (x: number, y: number) => {
      const origin = state.current.origin;
      if (
        state.current.timer !== undefined &&
        origin &&
        Math.hypot(x - origin.x, y - origin.y) > MOVE_TOLERANCE_PX
      )
        end();
    };
    const touched = () => {
      state.current.lastTouch = Date.now();
    };
    const emulatedMouse = () => Date.now() - state.current.lastTouch < TOUCH_MOUSE_GAP_MS;

    return {
      onPointerDown: (e) => {
        if (!e.isPrimary) return;
        if (e.pointerType === 'touch') touched();
        else if (e.button !== 0) return;
        start(e.clientX, e.clientY);
      },
      onPointerMove: (e) => move(e.clientX, e.clientY),
      onPointerUp: end,
      onPointerLeave: end,
      onPointerCancel: end,
      onMouseDown: (e) => {
        if (e.button === 0 && !emulatedMouse()) start(e.clientX, e.clientY);
      },
      onMouseMove: (e) => move(e.clientX, e.clientY),
      onMouseUp: end,
      onMouseLeave: end,
      onTouchStart: (e) => {
        touched();
        const t = e.touches[0];
        if (t && e.touches.length === 1) start(t.clientX, t.clientY);
        else end(); // a second finger is a pinch
      },
      onTouchMove: (e) => {
        const t = e.touches[0];
        if (t) move(t.clientX, t.clientY);
      },
      onTouchEnd: () => {
        touched();
        end();
      },
      onTouchCancel: end,
      // Mobile browsers open their own menu on a long touch; not on an element that has one.
      onContextMenu: (e) => {
        if (state.current.timer !== undefined || state.current.fired) e.preventDefault();
      },
      onClickCapture: (e) => {
        const s = state.current;
        if (s.fired || Date.now() <= s.suppressUntil) {
          s.fired = false;
          s.suppressUntil = 0;
          e.preventDefault();
          e.stopPropagation();
        }
      },
    } satisfies LongPressHandlers;
  }, [duration]);
}
