/**
 * How build/prerender-sign-in.ts rewrites the built HTML: every page's entry started after a
 * first paint, and home.html, the prerendered sign-in page (pure; tested in src/prerender).
 */
import { createHash } from 'node:crypto';
import type { Manifest } from 'vite';
import type { Prerendered } from '../src/prerender/sign-in-page';

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/**
 * Until React adopts the page (main.tsx then drops `data-prerendered`), MUI cannot move a
 * field's label out of the way when the field gets focus or text: the labels start above
 * their fields, where MUI puts them for a focused field, so typed text never runs under one.
 */
const BEFORE_HYDRATION_CSS =
  '<style>#root[data-prerendered] label[data-shrink=false]{transform:translate(0,-1.5px) scale(.75);max-width:133%}</style>';

/**
 * The browser runs a page's module scripts as soon as the HTML is parsed, before it paints
 * when they are already there (a fast network, a warm cache): the prerendered page (or
 * index.html's logo) then appears only after the app's modules have been evaluated (~400 ms
 * at 4x CPU). This script lets one frame be painted first, then imports the entry (already
 * fetched: the page preloads it). A hidden tab paints nothing, so it starts at once there, or
 * as soon as it is shown or hidden again (a background tab's timers are slowed down).
 */
export const PAINT_FIRST_SCRIPT = `const entry = document.querySelector('script[data-entry]').dataset.entry;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(entry);
};
if (document.visibilityState === 'hidden') start();
else {
  requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 1000);
}
`;

/**
 * Where PAINT_FIRST_SCRIPT is emitted: under assets/ with its content's hash in the name, so
 * it is cached for good like the other assets (a fixed name is revalidated on every load,
 * one more round trip before the entry can start).
 */
export const PAINT_FIRST_FILE = `assets/paint-first-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('hex').slice(0, 10)}.js`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The built HTML with its entry preloaded and started by PAINT_FIRST_SCRIPT instead of directly. */
export function startAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('Build: o script de entrada não está em index.html.');
  return html.replace(
    ENTRY_SCRIPT,
    () =>
      `<link rel="modulepreload" crossorigin href="${entry}">` +
      `<script type="module" src="/${PAINT_FIRST_FILE}" data-entry="${entry}"></script>`,
  );
}

/** The chunk of `source` and every chunk it imports statically, as `/assets/…` URLs. */
export function chunkFiles(manifest: Manifest, source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Pré-renderização: ${key} não está no manifest do build.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files].map((file) => `/${file}`);
}

/**
 * index.html with the prerendered page in `#root` (marked `data-prerendered` for main.tsx),
 * its styles and image preloads in `<head>`, and module preloads for `/`'s screen chunks.
 * React 19 emits `<link rel="preload">` hints at the start of the markup; in `#root` they
 * would be elements hydration does not expect, so they move to the head.
 */
export function fillTemplate(template: string, page: Prerendered, preloads: string[]): string {
  if (!ROOT.test(template))
    throw new Error('Pré-renderização: #root não encontrado em index.html.');
  const hints = page.html.match(/^(?:<link [^>]*>)*/)![0];
  const markup = page.html.slice(hints.length);
  const present = new Set([...template.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
  const modulePreloads = preloads
    .filter((href) => !present.has(href) && !template.includes(`src="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return template
    .replace(
      '</head>',
      () => `${hints}${modulePreloads}${page.styles}${BEFORE_HYDRATION_CSS}</head>`,
    )
    .replace(ROOT, (_all, end: string) => `<div id="root" data-prerendered>${markup}</div>${end}`);
}
