import fs from 'node:fs';
import path from 'node:path';

/** Written by the web build beside index.html (apps/web/build/route-preloads.ts names it too). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type RoutePreloads = Record<string, { signedIn: boolean; files: string[] }>;

/** A hashed asset path, as the build writes them: anything else in the file is ignored. */
const ASSET = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html for one route, with `<link rel="modulepreload">` for the chunks the route loads
 * lazily (its screens, its first reads, the signed-in shell), so the browser fetches them
 * beside the entry instead of after the entry has run (~600 ms at 4× CPU on /me/home). A
 * signed-in route's hints go only to a visit with a session cookie: without one the page
 * sends the visitor to sign in. The files are re-read when the build changes them (a rebuild
 * under a running server), never per request otherwise.
 */
export function indexPages(
  distDir: string,
): (routePath: string | undefined, signedIn: boolean) => string {
  const indexFile = path.join(distDir, 'index.html');
  const preloadsFile = path.join(distDir, ROUTE_PRELOADS_FILE);
  let loadedAt = '';
  let pages = new Map<string, string>();
  let plain = '';

  const load = () => {
    const html = fs.readFileSync(indexFile, 'utf8');
    let preloads: RoutePreloads = {};
    try {
      preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as RoutePreloads;
    } catch {
      // An older build, or one for the mobile shell: the pages go without hints.
    }
    plain = html;
    pages = new Map();
    if (!html.includes('</head>')) return;
    for (const [route, { signedIn, files }] of Object.entries(preloads)) {
      const links = files
        .filter((file) => ASSET.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      pages.set(
        `${signedIn}:${route}`,
        html.replace('</head>', () => `${links}</head>`),
      );
    }
  };

  return (routePath, signedIn) => {
    const changedAt = `${fs.statSync(indexFile).mtimeMs}:${fs.statSync(preloadsFile, { throwIfNoEntry: false })?.mtimeMs}`;
    if (changedAt !== loadedAt) {
      load();
      loadedAt = changedAt;
    }
    if (!routePath) return plain;
    // A signed-in visit also gets a public route's hints; a signed-out one only those.
    return (
      pages.get(`false:${routePath}`) ??
      (signedIn ? pages.get(`true:${routePath}`) : undefined) ??
      plain
    );
  };
}
