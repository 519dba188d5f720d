/** How build/prerender-sign-in.ts turns the built index.html into home.html (pure, tested in src/prerender). */
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
