import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Per-route JavaScript sizes from the Vite build manifest, gzipped: what a browser must
 * download before a route can render. Deterministic, so budgets on it are a test.
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

export function readManifest(dist = webDist): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`Sem manifest em ${file}: rode npm run build -w @orbita/web`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk keys loaded eagerly with `key`: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function gzipSize(dist: string, file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
}

function sumJs(manifest: Manifest, dist: string, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) total += gzipSize(dist, manifest[key]!.file);
  return total;
}

function findKey(manifest: Manifest, srcSuffix: string): string | undefined {
  return Object.keys(manifest).find((k) => k.endsWith(srcSuffix));
}

export interface WebSizes {
  /** gzipped bytes of the JS needed to render `/` (sign-in) */
  signInInitial: number;
  /** gzipped bytes of the JS needed to render `/me/home` signed in */
  homeInitial: number;
  /** each lazy chunk (area or shell): gzipped bytes it adds beyond the entry */
  lazyChunks: { name: string; gzip: number }[];
}

export function measureWebSizes(dist = webDist): WebSizes {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('Manifest sem entrada');
  const entryClosure = staticClosure(manifest, entry);

  const withChunks = (...srcSuffixes: string[]) => {
    const keys = new Set(entryClosure);
    for (const suffix of srcSuffixes) {
      const key = findKey(manifest, suffix);
      if (key) staticClosure(manifest, key, keys);
    }
    return sumJs(manifest, dist, keys);
  };

  const lazyChunks = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([key, c]) => {
      const own = [...staticClosure(manifest, key)].filter((k) => !entryClosure.has(k));
      return { name: c.src ?? key, gzip: sumJs(manifest, dist, own) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  return {
    signInInitial: withChunks('src/app/areas/public.ts'),
    homeInitial: withChunks('src/app/shell/app-shell.tsx', 'src/app/areas/me.ts'),
    lazyChunks,
  };
}

export const budgets = { signInInitial: 200 * 1024, lazyChunk: 150 * 1024 };
