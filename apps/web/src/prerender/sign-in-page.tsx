import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { buildRoutes } from '../app/router';
import { whenRouterReady } from '../platform/prerender/hydration';

export interface Prerendered {
  /** The markup of `#root`. */
  html: string;
  /** Emotion's style tags for that markup, for `<head>`. */
  styles: string;
}

/**
 * The sign-in page (`/`, signed out, no query) rendered at build time (build/prerender.ts),
 * so a first visit paints the page and its largest text from the HTML alone instead of after
 * the app's JavaScript has downloaded and run (~2 s on a mid-range phone); main.tsx then
 * hydrates it. The app's own tree (App) and router, in memory at `/`; every Suspense boundary
 * waited for (prerenderToNodeStream), so nothing is left for the client to render first.
 * Emotion's key is its default (`css`): the browser's default cache adopts these style tags
 * instead of inserting the rules again.
 */
export async function renderSignInPage(): Promise<Prerendered> {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'] });
  await whenRouterReady(router);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App router={router} />
    </CacheProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  router.dispose();
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
