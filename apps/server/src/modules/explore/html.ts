/**
 * The server-rendered public documents (`/site/<handle>/…`): real HTML readable with
 * JavaScript off and by bots, with title, description, Open Graph, canonical link, JSON-LD
 * and the Atom feed's link. Every value is escaped here; bodies come already sanitized
 * (publications: sanitized on save and again by the renderer; pages: the pages renderer).
 */
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => escapes[c]!);

/**
 * JSON inside `<script type="application/ld+json">`: data, never run (the CSP allows no
 * script), and no `<`, `>` or `&` can close the element or open a comment.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A public document's CSP: no script at all (JSON-LD is data), styles inline only. */
export const PUBLIC_CSP = [
  "default-src 'none'",
  // No script may run here (script-src falls back to 'none'), so this opens nothing to a page;
  // it lets Lighthouse's in-page fetch of /robots.txt through (its SEO check failed: 92).
  "connect-src 'self'",
  "img-src 'self' https: data:",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Readable typography, the spec's blue (#194DAF), 360–1920 px, no JavaScript needed. */
export const SITE_CSS = `
.site-bar{border-bottom:1px solid #e0e0e0;background:#fff}
.site-bar a{display:block;max-width:800px;margin:0 auto;padding:12px 16px;color:#194DAF;font-weight:700;text-decoration:none}
main.pg a:not(.pg-button){color:#194DAF}
main.pg .meta{color:#49454f;font-size:.9rem;margin:-12px 0 24px}
main.pg .cover{width:100%;height:auto;border-radius:12px;margin:0 0 24px;display:block}
main.pg .body img{max-width:100%;height:auto}
main.pg .body pre{overflow:auto;background:#f5f5f5;padding:12px;border-radius:8px}
main.pg .body blockquote{border-left:4px solid #194DAF;margin:0 0 16px;padding:4px 16px;color:#333}
main.pg .body table{border-collapse:collapse;display:block;overflow-x:auto}
main.pg .body td,main.pg .body th{border:1px solid #cac4d0;padding:6px 10px}
.items{list-style:none;padding:0;margin:0}
.items li{padding:16px 0;border-bottom:1px solid #eee}
.items a{font-size:1.2rem;font-weight:600;text-decoration:none}
.items p{margin:4px 0 0;color:#49454f}
.items .kind{font-size:.8rem;color:#194DAF;text-transform:uppercase;letter-spacing:.04em}
@media (min-width:1280px){main.pg{max-width:880px}body{font-size:18px}}
`;

export interface DocumentParts {
  title: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  ogType: 'article' | 'website';
  /** Absolute image address for Open Graph, when there is one. */
  image: string | null;
  /** Unlisted: opens by link, never indexed. */
  noindex: boolean;
  /** The site's Atom feed (absolute). */
  feedUrl: string;
  site: { title: string; url: string };
  structuredData: Record<string, unknown>;
  /** The main element's inner HTML (already safe). */
  main: string;
  /** Extra CSS (the pages renderer's). */
  css: string;
}

export function renderDocument(p: DocumentParts): string {
  const e = escapeHtml;
  return [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(p.title)}</title>`,
    `<meta name="description" content="${e(p.description)}">`,
    p.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${e(p.url)}">`,
    // The app's icon (apps/web/public): without it the browser asks /favicon.ico and gets 404.
    '<link rel="icon" type="image/svg+xml" href="/icon.svg">',
    `<link rel="alternate" type="application/atom+xml" title="${e(p.site.title)}" href="${e(p.feedUrl)}">`,
    `<meta property="og:title" content="${e(p.title)}">`,
    `<meta property="og:description" content="${e(p.description)}">`,
    `<meta property="og:url" content="${e(p.url)}">`,
    `<meta property="og:type" content="${p.ogType}">`,
    `<meta property="og:site_name" content="${e(p.site.title)}">`,
    '<meta property="og:locale" content="pt_BR">',
    p.image ? `<meta property="og:image" content="${e(p.image)}">` : '',
    `<meta name="twitter:card" content="${p.image ? 'summary_large_image' : 'summary'}">`,
    `<script type="application/ld+json">${jsonLd(p.structuredData)}</script>`,
    `<style>${p.css}${SITE_CSS}</style>`,
    '</head><body>',
    `<header class="site-bar"><a href="${e(p.site.url)}">${e(p.site.title)}</a></header>`,
    `<main class="pg">${p.main}</main>`,
    '</body></html>',
  ].join('');
}

export function notFoundDocument(css: string): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Página não encontrada</title>',
    `<style>${css}${SITE_CSS}</style>`,
    '</head><body><main class="pg">',
    '<h1>Página não encontrada</h1>',
    '<p>O endereço não existe, ou o conteúdo não está disponível publicamente.</p>',
    '<p><a href="/explorar">Ir para Explorar</a></p>',
    '</main></body></html>',
  ].join('');
}

/** dd/mm/aaaa in São Paulo. */
export function brDate(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
