import { authRoutes, publicRoutes } from '@orbita/contracts/routes';
import { moduleServing } from '../app/modules';

/**
 * The source modules each route of the spec's table loads lazily before its screen can show,
 * for the build (build/route-preloads.ts) to turn into `<link rel="modulepreload">` hints the
 * server adds to the page it sends (apps/server web-app.ts). Without them the browser learns
 * of these chunks only once the entry has run (~600 ms at 4× CPU), and fetches them then.
 *
 * The layers are the lazy imports of app/router.tsx (the query layer of every route but `/`,
 * the signed-in shell); a module's screens and prefetch chunks are read from its manifest
 * entry's `import()` (the path Vite's loader wrote into it). The build checks every one is a
 * chunk of the bundle, so a renamed file fails the build instead of preloading nothing.
 */
/** The query layer and client are the `query` chunk group of vite.config.ts, not chunks of their own. */
export const QUERY_LAYER = 'query';
export const APP_SHELL = 'src/app/shell/app-shell.tsx';
/** `/` is prerendered with its own preloads (build/prerender-sign-in.ts). */
const SIGN_IN = '/';

export interface RouteSources {
  /** the route's path as the spec's table writes it (`/flow/lista/:id?`) */
  path: string;
  /** a session is needed: its preloads are for visits with a session cookie */
  signedIn: boolean;
  /** manifest keys (`src/…`) or chunk group names (`query`), in the order the route loads them */
  sources: string[];
}

/** The first `/src/…` module a lazy import loads, as Vite's SSR loader rewrote it. */
function importedSource(load: () => unknown): string {
  const found = /["']\/(src\/[^"']+)["']/.exec(String(load));
  if (!found) throw new Error(`Pré-carregamento: import() sem caminho em ${String(load)}`);
  return found[1]!;
}

export function routeSources(): RouteSources[] {
  const routes = [
    ...publicRoutes.map((route) => ({ route, signedIn: false })),
    ...authRoutes.map((route) => ({ route, signedIn: true })),
  ];
  return routes
    .filter(({ route }) => route.path !== SIGN_IN)
    .map(({ route, signedIn }) => {
      const module = moduleServing(route.path);
      const sources = [QUERY_LAYER, ...(signedIn ? [APP_SHELL] : [])];
      if (module) sources.push(importedSource(module.screens));
      if (module?.prefetch) sources.push(importedSource(module.prefetch));
      return { path: route.path, signedIn, sources };
    });
}
