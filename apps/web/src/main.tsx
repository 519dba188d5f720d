import './platform/zod-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App } from './app/app';
import { buildRoutes } from './app/router';
import { installChunkReload } from './platform/chunk-reload';
import { isMobileClient } from './platform/http';
import { setLanguageCookie } from './platform/language';
import { isNativeShell } from './platform/native/is-native';
import { hydratesPrerendered, whenRouterReady } from './platform/prerender/hydration';
import { getToken } from './platform/session/session-store';

// Mobile mode sets no cookies (spec §7); the document's language is set either way.
if (isMobileClient()) document.documentElement.lang = 'pt-BR';
else setLanguageCookie();
installChunkReload();

let sharedRouter: DataRouter | undefined;
const appRouter = () => (sharedRouter ??= createBrowserRouter(buildRoutes()));

function render(): void {
  // Signed in at boot: the realtime socket opens while the first screen's chunks download,
  // so its subscription begins before the screen's first reads and none of them is fetched
  // again when it connects (use-realtime-invalidation). Loaded on demand: the sign-in page's
  // bundle carries no STOMP client.
  if (getToken())
    void import('./platform/realtime/realtime-client').then((m) => void m.startRealtime());
  const container = document.getElementById('root')!;
  // The sign-in page arrives prerendered (build/prerender-sign-in.ts): React adopts that
  // markup once the route's screen has loaded, instead of drawing it again, if this visit
  // would draw exactly that (hydratesPrerendered); otherwise it is drawn over.
  if (!container.hasAttribute('data-prerendered')) return renderFromScratch(container);
  // The page is on screen already, so nothing here is urgent; what matters is that a tap is
  // never held up long. The router (~70 ms at 4x CPU) is made in a task of its own rather than
  // at the end of the modules' evaluation, and hydration runs in a transition, cut into slices
  // of a few milliseconds (at default priority it is one ~400 ms task).
  setTimeout(() => {
    const router = appRouter();
    if (!hydratesPrerendered(container, router.state.location, !!getToken()))
      return renderFromScratch(container);
    void whenRouterReady(router).then(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <App router={router} onHydrated={() => container.removeAttribute('data-prerendered')} />,
        );
      }),
    );
  });
}

/**
 * A first render from scratch (a signed-in screen draws hundreds of components) in a
 * transition too: cut into slices, so a tap or a network answer never waits behind one long
 * task. Suspense fallbacks still show: nothing was on screen before.
 */
function renderFromScratch(container: HTMLElement): void {
  // Drawn over a prerendered page: its labels' pre-hydration rule must not outlive it.
  container.removeAttribute('data-prerendered');
  const root = createRoot(container);
  startTransition(() => root.render(<App router={appRouter()} />));
}

// Inside the Capacitor shell (apps/mobile) only: the secure token store is read before the
// first render. The browser build never downloads this code (dynamic import).
if (isNativeShell()) {
  void import('./platform/native/start-native')
    .then(({ startNative }) => startNative((path) => void appRouter().navigate(path)))
    .catch((error: unknown) => console.warn('Falha ao iniciar o app.', error))
    .finally(render);
} else render();
