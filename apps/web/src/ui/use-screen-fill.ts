import { useLayoutEffect, useState } from 'react';
import { screenHeight } from './floating-space';

type Fallback = { xs: number; md: number };

/**
 * A height that fills the screen from where the element starts down to just above the
 * floating "Coletar" button. Measured, not guessed: what sits above a board or a table
 * (a header whose buttons wrap at 360 px, open filters) changes its start by tens of pixels,
 * and a hand-measured offset let the button cover the last row (a 360 px CI run). Until the
 * first measure (and where ResizeObserver is missing, as in jsdom) `fallback` offsets apply.
 * Returns the height and the callback to pass as the element's `ref`.
 */
export function useScreenFill<T extends HTMLElement>(fallback: Fallback) {
  // A callback ref (state): the element may mount after the first render (loading, error).
  const [element, setElement] = useState<T | null>(null);
  const [top, setTop] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setTop(Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY)));
    measure();
    // The page's own size changes when something above opens, wraps or loads.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);

  const height =
    top === null
      ? { xs: screenHeight(fallback.xs), md: screenHeight(fallback.md) }
      : screenHeight(top);
  // A pair, not { ref }: the height is read during render, the setter goes to `ref=`.
  return [height, setElement] as const;
}
