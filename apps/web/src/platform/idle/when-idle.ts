/**
 * Calls `go` in the browser's next idle period, or after `timeout` ms at the latest, for work
 * that must not sit in a page's first tasks; returns a cancel. Safari has no
 * requestIdleCallback: there, the next task.
 */
export function whenIdle(go: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => go(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(go, 0);
  return () => clearTimeout(id);
}
