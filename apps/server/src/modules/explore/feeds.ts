/** The site's sitemap, Atom and RSS 2.0 documents: listed items only, XML-escaped. */
export interface FeedSite {
  title: string;
  url: string;
  description: string;
  feedUrl: string;
}
export interface FeedItem {
  title: string;
  excerpt: string;
  url: string;
  publishedAt: Date;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Escaped, and without the control characters XML 1.0 forbids. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
export const xml = (value: string): string =>
  value.replace(forbidden, '').replace(/[&<>"']/g, (c) => xmlEscapes[c]!);

const head = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemap(site: FeedSite, items: FeedItem[]): string {
  const urls = [
    `<url><loc>${xml(site.url)}</loc></url>`,
    ...items.map(
      (i) => `<url><loc>${xml(i.url)}</loc><lastmod>${i.publishedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function atomFeed(site: FeedSite, items: FeedItem[]): string {
  const updated = (items[0]?.publishedAt ?? new Date(0)).toISOString();
  const entries = items.map(
    (i) =>
      `<entry><title>${xml(i.title)}</title><link href="${xml(i.url)}"/><id>${xml(i.url)}</id>` +
      `<updated>${i.publishedAt.toISOString()}</updated><published>${i.publishedAt.toISOString()}</published>` +
      `<summary>${xml(i.excerpt)}</summary><author><name>${xml(site.title)}</name></author></entry>`,
  );
  return (
    `${head}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">` +
    `<title>${xml(site.title)}</title><subtitle>${xml(site.description)}</subtitle>` +
    `<link href="${xml(site.url)}"/><link rel="self" href="${xml(site.feedUrl)}"/>` +
    `<id>${xml(site.url)}</id><updated>${updated}</updated>${entries.join('')}</feed>\n`
  );
}

export function rssFeed(site: FeedSite, items: FeedItem[]): string {
  const entries = items.map(
    (i) =>
      `<item><title>${xml(i.title)}</title><link>${xml(i.url)}</link>` +
      `<guid isPermaLink="true">${xml(i.url)}</guid><pubDate>${i.publishedAt.toUTCString()}</pubDate>` +
      `<description>${xml(i.excerpt)}</description></item>`,
  );
  return (
    `${head}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${xml(site.title)}</title><link>${xml(site.url)}</link>` +
    `<description>${xml(site.description || site.title)}</description><language>pt-BR</language>` +
    `<atom:link href="${xml(site.feedUrl)}" rel="self" type="application/rss+xml"/>` +
    `${entries.join('')}</channel></rss>\n`
  );
}
