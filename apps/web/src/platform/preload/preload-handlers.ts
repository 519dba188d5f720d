/**
 * Props that start a preload when a link is about to be used: pointer over it, keyboard
 * focus on it, or a finger landing on it (touch has no hover).
 */
export function preloadOn(preload: () => void) {
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
