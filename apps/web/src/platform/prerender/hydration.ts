import type { DataRouter } from 'react-router';

/**
 * Whether main.tsx hydrates `#root` rather than rendering over it: only the markup the build
 * prerendered (build/prerender-sign-in.ts: `/`, signed out, no query), and only when this
 * visit would render exactly that. The server sends it only then, but a session kept in
 * localStorage alone (no cookie) is something only the browser knows.
 */
export function hydratesPrerendered(
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  signedIn: boolean,
): boolean {
  return (
    container.hasAttribute('data-prerendered') &&
    location.pathname === '/' &&
    location.search === '' &&
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
