import {
  elementScroll,
  measureElement,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useState } from 'react';

export interface VirtualRowsOptions {
  count: number;
  estimateSize: number;
  gap?: number;
  overscan?: number;
  keyOf: (index: number) => string;
  scroller: () => HTMLDivElement | null;
}

/**
 * Rows rendered only while on screen, on TanStack's virtualizer core. Its answers change on
 * every scroll, so it lives in one stable instance that re-renders the component itself
 * (the React Compiler must not cache what it hands out).
 */
export function useVirtualRows(options: VirtualRowsOptions): Virtualizer<HTMLDivElement, Element> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const full: VirtualizerOptions<HTMLDivElement, Element> = {
    count: options.count,
    getScrollElement: options.scroller,
    estimateSize: () => options.estimateSize,
    overscan: options.overscan ?? 8,
    gap: options.gap ?? 0,
    getItemKey: options.keyOf,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    measureElement,
    onChange: () => rerender(),
  };
  const [instance] = useState(() => new Virtualizer(full));
  instance.setOptions(full);
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => {
    instance._willUpdate();
  });
  return instance;
}
