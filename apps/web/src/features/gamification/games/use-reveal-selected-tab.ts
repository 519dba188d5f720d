import { useEffect, useRef } from 'react';

/** Scrolls the tab strip (not the page) just enough for the selected tab to be whole. */
export function revealSelectedTab(scroller: HTMLElement): void {
  const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const strip = scroller.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  // Whole pixels, rounded outwards: scrollLeft drops fractions, which left a sliver hidden.
  if (box.left < strip.left) scroller.scrollLeft -= Math.ceil(strip.left - box.left);
  else if (box.right > strip.right) scroller.scrollLeft += Math.ceil(box.right - strip.right);
}

/**
 * MUI's scrollable Tabs scroll the selected tab into view once, before the mobile scroll
 * buttons appear and the web font settles: at 360 px a tab opened by its link (`?aba=loja`)
 * ended under the right edge. This reveals it again whenever the strip changes size, and
 * when the selection changes. Give the returned ref to the Tabs.
 */
export function useRevealSelectedTab(selected: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller) return;
    revealSelectedTab(scroller);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => revealSelectedTab(scroller));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [selected]);
  return ref;
}
