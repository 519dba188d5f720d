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
 * The sign-in page (`/`, signed out, no query) rendered at build time (build/prerender-sign-in.ts),
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
  // An error inside a Suspense boundary would only be logged, leaving that part for the
  // client to draw (and the page not what users get): it fails the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App router={router} />
    </CacheProvider>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  router.dispose();
  if (errors.length > 0)
    throw new Error('Pré-renderização da página de entrada falhou.', { cause: errors[0] });
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
