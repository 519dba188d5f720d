import './platform/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { buildRoutes } from './app/router';
import { installChunkReload } from './platform/chunk-reload';
import { isMobileClient } from './platform/http';
import { setLanguageCookie } from './platform/language';
import { isNativeShell } from './platform/native/is-native';
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// Inside the Capacitor shell (apps/mobile) only: the secure token store is read before the
// first render. The browser build never downloads this code (dynamic import).
if (isNativeShell()) {
  void import('./platform/native/start-native')
    .then(({ startNative }) => startNative((path) => void router.navigate(path)))
    .catch((error: unknown) => console.warn('Falha ao iniciar o app.', error))
    .finally(render);
} else render();
