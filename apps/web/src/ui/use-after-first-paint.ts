import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first commit, true once the browser has painted it. A heavy part of a screen
 * that is not its main content (the dashboard's year heatmap: 371 SVG days and their
 * layout: 310–350 ms at 4× CPU in the bench's profile) renders a same-size placeholder first, so the
 * first paint — and the largest contentful paint — does not wait for it.
 *
 * requestAnimationFrame runs just before a paint; a task queued from it runs after that
 * paint. The update is a transition, so React renders the part in slices and input stays
 * responsive.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Resolves after the browser's next paint (the frame, then a task queued from it): for work
 * a screen's first paint must not wait for, started from an effect (which runs before it).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
