import './platform/zod-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
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

const router = createBrowserRouter(buildRoutes());

function render(): void {
  // Signed in at boot: the realtime socket opens while the first screen's chunks download,
  // so its subscription begins before the screen's first reads and none of them is fetched
  // again when it connects (use-realtime-invalidation). Loaded on demand: the sign-in page's
  // bundle carries no STOMP client.
  if (getToken())
    void import('./platform/realtime/realtime-client').then((m) => void m.startRealtime());
  const container = document.getElementById('root')!;
  // The sign-in page arrives prerendered (build/prerender-sign-in.ts): React adopts that
  // markup once the route's screen has loaded, instead of drawing it again. Anything else (a
  // session in localStorage only, another URL) renders from scratch over it.
  if (hydratesPrerendered(container, window.location, !!getToken())) {
    void whenRouterReady(router).then(() =>
      // In a transition, hydration is cut into slices of a few milliseconds (a default-priority
      // one runs as a single ~400 ms task at 4x CPU, during which a tap waits).
      startTransition(() => {
        hydrateRoot(
          container,
          <App router={router} onHydrated={() => container.removeAttribute('data-prerendered')} />,
        );
      }),
    );
  } else createRoot(container).render(<App router={router} />);
}

// Inside the Capacitor shell (apps/mobile) only: the secure token store is read before the
// first render. The browser build never downloads this code (dynamic import).
if (isNativeShell()) {
  void import('./platform/native/start-native')
    .then(({ startNative }) => startNative((path) => void router.navigate(path)))
    .catch((error: unknown) => console.warn('Falha ao iniciar o app.', error))
    .finally(render);
} else render();
