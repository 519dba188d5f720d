import type { DataRouter, Location as RouterLocation } from 'react-router';

/**
 * Whether main.tsx hydrates `#root` rather than rendering over it: only the markup the build
 * prerendered (build/prerender-sign-in.ts: `/`, signed out, no query, nothing in the history
 * entry), and only when this visit would render exactly that. The server sends it only for
 * `/` with no query and no session cookie, but a session kept in localStorage alone, or a
 * message another screen left in the history entry (the notice after a password reset,
 * shown again on a reload), is something only the browser knows.
 */
export function hydratesPrerendered(
  container: HTMLElement,
  location: Pick<RouterLocation, 'pathname' | 'search' | 'state'>,
  signedIn: boolean,
): boolean {
  return (
    container.hasAttribute('data-prerendered') &&
    location.pathname === '/' &&
    location.search === '' &&
    location.state == null &&
    !signedIn
  );
}

/**
 * Resolves once the router has loaded the first route's lazy screen (and run its loaders),
 * so the first render is the screen itself, never the HydrateFallback spinner.
 */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
