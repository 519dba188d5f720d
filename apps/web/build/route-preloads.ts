import type { Manifest } from 'vite';
import type { RouteSources } from '../src/prerender/route-chunks';
import { chunkFiles } from './prerender-template';

/** Written beside index.html; apps/server web-app.ts reads it (and names it too). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** What web-app.ts reads: per route path, the chunks to preload and whether only with a session. */
export type RoutePreloads = Record<string, { signedIn: boolean; files: string[] }>;

/** A source's manifest key: the module's own (`src/…`), or the one chunk a group of vite.config.ts is named by. */
function manifestKey(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  const named = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]!;
    return chunk.name === source && !chunk.src;
  });
  if (named.length !== 1)
    throw new Error(
      `Pré-carregamento: ${source} não é um chunk do build (${named.length} achados).`,
    );
  return named[0]!;
}

/** Every `/assets/…` file index.html already loads or preloads (the entry and its imports). */
export function referencedFiles(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((m) => m[1]!));
}

/**
 * Each route's lazy chunks (its layers, its module's screens and prefetch, and what they
 * import statically) that index.html does not load already. Throws when a source is not a
 * chunk of the build: a renamed file must fail the build, not preload nothing.
 */
export function routePreloads(
  manifest: Manifest,
  routes: readonly RouteSources[],
  indexHtml: string,
): RoutePreloads {
  const present = referencedFiles(indexHtml);
  const result: RoutePreloads = {};
  for (const { path, signedIn, sources } of routes) {
    const files = new Set<string>();
    for (const source of sources)
      for (const file of chunkFiles(manifest, manifestKey(manifest, source)))
        if (!present.has(file)) files.add(file);
    result[path] = { signedIn, files: [...files] };
  }
  return result;
}
