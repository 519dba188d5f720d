import { useEffect, useRef, useState } from 'react';

/**
 * Infinite scroll: the returned ref goes on a sentinel after the last row; when it comes within
 * `margin` of the viewport the next page is asked for. The list keeps its "Carregar mais"
 * button too, for the keyboard and for browsers without IntersectionObserver.
 */
export function useLoadMore(
  enabled: boolean,
  loadMore: () => void,
  margin = '400px',
): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  // The latest callback without re-observing on every render.
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, node, margin]);
  return setNode;
}
