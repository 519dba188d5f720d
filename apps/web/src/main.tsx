import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { buildRoutes } from './app/router';
import { installChunkReload } from './platform/chunk-reload';
import { setLanguageCookie } from './platform/language';

setLanguageCookie();
installChunkReload();

const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
