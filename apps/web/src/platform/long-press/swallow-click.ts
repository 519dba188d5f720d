import { MOVE_TOLERANCE_PX } from './use-long-press';

/** How long after a long press's release the browser's own click may still arrive. */
export const CLICK_AFTER_PRESS_MS = 400;

/**
 * A long press that opened a menu ends with the finger lifting, and the browser may follow
 * the lift with a click (a "tap" when its own long-press time is longer than ours). That
 * click would land on the menu's backdrop, under the finger, and close the menu at once. Call
 * this as the finger lifts: the clicks of the next moment are swallowed (in the capture
 * phase, before any handler) — given `at`, the lift's point, only those where the finger was,
 * so a quick, deliberate tap on a menu item elsewhere still counts.
 */
export function swallowClicksAfterPress(
  at?: { x: number; y: number },
  ms: number = CLICK_AFTER_PRESS_MS,
): void {
  if (typeof window === 'undefined') return;
  const swallow = (e: MouseEvent) => {
    if (at && Math.hypot(e.clientX - at.x, e.clientY - at.y) > MOVE_TOLERANCE_PX) return;
    e.preventDefault();
    e.stopPropagation();
  };
  window.addEventListener('click', swallow, true);
  setTimeout(() => window.removeEventListener('click', swallow, true), ms);
}
