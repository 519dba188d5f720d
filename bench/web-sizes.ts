import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { publicRoutes } from '@orbita/contracts/routes';

/**
 * Per-route JavaScript and CSS sizes from the Vite build manifest, gzipped: what a browser
 * must download before a route is usable. Deterministic, so budgets on it are a test.
 *
 * A route's initial load is the entry's static closure plus the static closures of every
 * lazy chunk the route needs before its main content works (its area, and for `/` the
 * sign-in card with the form). Lazy chunks loaded only on a later action (another view of
 * the card, a dialog) are not part of it.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const webRoot = path.resolve(import.meta.dirname, '../apps/web');

// The web module manifest (apps/web/src/app/modules.ts) says which feature's screens chunk
// serves a route. Imported by a computed specifier so the bench's typecheck does not walk
// the web app (JSX, Vite types); at run time it is plain data plus unrun lazy imports.
interface WebModule {
  name: string;
  paths: readonly string[];
}
const { webModules } = (await import(
  pathToFileURL(path.join(webRoot, 'src/app/modules.ts')).href
)) as { webModules: readonly WebModule[] };
const screensFile = (module: WebModule) => `src/features/${module.name}/screens.ts`;
const servedBy = (routePath: string) => webModules.find((m) => m.paths.includes(routePath));

/**
 * The modules (by source path) each measured route needs before it is usable: the screens
 * chunk of the feature that serves it in the manifest (none while it is "Em breve"), then
 * the lazy modules its screen loads at once (a screen split off with `{ load }` too). Each
 * one that is a lazy chunk is counted with its static imports; one bundled statically is
 * already inside its importer's closure. A path that does not exist fails the measurement
 * rather than shrinking the figure, so a rename must update this list.
 */
const routeNeeds = (routePath: string, needs: readonly string[]): string[] => {
  const module = servedBy(routePath);
  return [...(module ? [screensFile(module)] : []), ...needs];
};

export const routeChunks = {
  /** `/`: the sign-in card with the login form, which the home page loads lazily. */
  signIn: routeNeeds('/', ['src/features/auth/components/sign-in-card.tsx']),
  /**
   * `/me/home` signed in: the shell it opens in, and the query client's layer the router
   * loads around every route but `/` (platform/query).
   */
  home: routeNeeds('/me/home', [
    'src/platform/query/query-layer.tsx',
    'src/app/shell/app-shell.tsx',
  ]),
};

/** Screens chunks a signed-out visitor can download: those of features serving a public route. */
const signedOutScreens = new Set(
  publicRoutes.flatMap((r) => {
    const module = servedBy(r.path);
    return module ? [screensFile(module)] : [];
  }),
);

export function readManifest(dist = webDist): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`Sem manifest em ${file}: rode npm run build -w @orbita/web`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk keys loaded eagerly with `key`: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(full)).length;
    gzipCache.set(full, size);
  }
  return size;
}

export interface ChunkSize {
  /** the chunk's file, e.g. assets/index-abc.js */
  file: string;
  /** the source it was built from, when it is an entry or a lazy chunk */
  src?: string;
  gzip: number;
}

export interface RouteSize {
  js: number;
  css: number;
  /** every JS chunk counted, largest first, to say where the bytes are */
  chunks: ChunkSize[];
}

function sizeOf(manifest: Manifest, dist: string, keys: Iterable<string>): RouteSize {
  const chunks: ChunkSize[] = [];
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    chunks.push({
      file: chunk.file,
      ...(chunk.src ? { src: chunk.src } : {}),
      gzip: gzipSize(dist, chunk.file),
    });
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  return {
    js: chunks.reduce((sum, c) => sum + c.gzip, 0),
    css: [...cssFiles].reduce((sum, f) => sum + gzipSize(dist, f), 0),
    chunks,
  };
}

/** The manifest key of `src` when it is a chunk of its own; undefined when it is bundled into another. */
function keyOf(manifest: Manifest, src: string): string | undefined {
  const key = Object.keys(manifest).find((k) => manifest[k]!.src === src);
  if (!key && !fs.existsSync(path.join(webRoot, src)))
    throw new Error(`${src} não existe: atualize routeChunks em bench/web-sizes.ts`);
  return key;
}

export interface WebSizes {
  /** JS + CSS needed before the sign-in form of `/` is usable */
  signIn: RouteSize;
  /** JS + CSS needed before `/me/home` renders signed in */
  home: RouteSize;
  /** each lazy chunk: gzipped JS it adds beyond the entry (and the shell, and what its importer already loaded) */
  lazyChunks: { name: string; gzip: number }[];
}

export function measureWebSizes(dist = webDist): WebSizes {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('Manifest sem entrada');
  const entryClosure = staticClosure(manifest, entry);

  const route = (srcs: readonly string[]) => {
    const keys = new Set(entryClosure);
    for (const src of srcs) {
      const key = keyOf(manifest, src);
      if (key) staticClosure(manifest, key, keys);
    }
    return sizeOf(manifest, dist, keys);
  };

  // A signed-in screen always opens inside the shell, which is already loaded by then: its
  // chunk is charged for what it adds beyond the entry and the shell. The shell itself and
  // signed-out chunks are charged beyond the entry only.
  const shellKey = Object.keys(manifest).find(
    (k) => manifest[k]!.src === 'src/app/shell/app-shell.tsx',
  );
  const shellClosure = shellKey
    ? staticClosure(manifest, shellKey, new Set(entryClosure))
    : new Set(entryClosure);
  // What the shell loads right after its first paint, whatever the screen: the live
  // notifications' event schema, and zod with it (use-live-notifications.ts). A screen
  // opened from the shell finds them loaded.
  for (const src of shellAfterFirstPaint) {
    const key = keyOf(manifest, src);
    if (!key) throw new Error(`O shell não carrega mais ${src}: atualize shellAfterFirstPaint.`);
    staticClosure(manifest, key, shellClosure);
  }
  const signedOut = (src: string | undefined) =>
    !src ||
    src === 'src/app/shell/app-shell.tsx' ||
    signedOutScreens.has(src) ||
    src.startsWith('src/features/auth/');
  // A lazy chunk is requested by the chunk that imports it, so what that importer already
  // brought (with every importer's closure in common when there are several) is not downloaded again.
  const importersOf = (key: string) =>
    Object.keys(manifest).filter((k) => manifest[k]!.dynamicImports?.includes(key));
  const alreadyLoaded = (key: string, base: Set<string>): Set<string> => {
    const importers = importersOf(key).filter((k) => !manifest[k]!.isEntry);
    if (!importers.length) return base;
    const closures = importers.map((k) => staticClosure(manifest, k));
    const common = [...closures[0]!].filter((k) => closures.every((c) => c.has(k)));
    return new Set([...base, ...common]);
  };
  const lazyChunks = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([key, c]) => {
      const loaded = alreadyLoaded(key, signedOut(c.src) ? entryClosure : shellClosure);
      const own = [...staticClosure(manifest, key)].filter((k) => !loaded.has(k));
      return { name: c.src ?? key, gzip: sizeOf(manifest, dist, own).js };
    })
    .sort((a, b) => b.gzip - a.gzip);

  return { signIn: route(routeChunks.signIn), home: route(routeChunks.home), lazyChunks };
}

export const budgets = {
  // The sign-in form of `/` (issue 26): 196.3 KB on 27/11, 164.6 KB once its login form lost
  // react-hook-form (15 KB), the build MUI's CSS-variables half (7.5 KB) and the entry
  // TanStack Query (8.6 KB, platform/query). What remains is React DOM (~63 KB), React
  // Router (~30 KB), MUI and emotion (~35 KB): 170 KB keeps ~5 KB of room, not 30.
  signInInitial: 170 * 1024,
  lazyChunk: 150 * 1024,
  // /me/home signed in (the shell and the dashboard): 341 KB on 27/11, after the
  // keep-in-touch widget stopped pulling the people schemas and libphonenumber (~36 KB);
  // 299.6 KB once the shell read its notification, nexos and settings values from zod-free
  // contract modules (zod's core, 27.5 KB, and the schemas built at boot went).
  homeInitial: 320 * 1024,
  // Scripts /me/home fetches before the dashboard shows: 124 before common chunks were
  // inlined (vite.config.ts), 22 on 27/11. Each costs the renderer a task at 4x CPU.
  homeScripts: 40,
};

/**
 * Lazy chunks allowed past `lazyChunk`, each with its own ceiling and the reason. Only a
 * chunk that is a library's irreducible core, loaded after its screen already shows, belongs
 * here; the screen that imports it stays within `lazyChunk`.
 */
export const heavyChunkBudgets: Record<string, { max: number; reason: string }> = {
  'src/features/publications/editor/index.ts': {
    max: 215 * 1024,
    reason:
      'the co-edited rich-text editor: TipTap + ProseMirror (~125 KB) and Yjs (~25 KB) alone pass 150 KB; it loads after the publication screen (title and panel, ~70 KB) shows. 210 → 215 KB: the strict execution order that inlined common chunks need (vite.config.ts) wraps each module, +5.5 KB here',
  },
  'src/features/codex/editor/index.ts': {
    max: 215 * 1024,
    reason:
      "the co-edited codex entry editor, like the publications editor: TipTap + ProseMirror (~125 KB), Yjs and its collaboration layer (~25 KB) and the [[ suggestion list; it loads after the codex's tree and title show. 210 → 215 KB for the strict execution order's wrappers (+6.9 KB)",
  },
};

/** Chunks the signed-in shell always loads once its first paint is done (see measureWebSizes). */
const shellAfterFirstPaint = ['../../packages/contracts/src/communication/index.ts'];

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
