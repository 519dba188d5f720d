import { createHash } from 'node:crypto';
import type { ExploreKind } from '@orbita/contracts/explore';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../platform/identity/schema';
import { isBot } from '../../platform/http/web-app';
import { countView } from './engagement-service';
import { atomFeed, rssFeed, sitemap } from './feeds';
import { siteListing } from './feed-service';
import { brDate, escapeHtml, notFoundDocument, PUBLIC_CSP, renderDocument } from './html';
import { perIp } from './public-routes';
import { siteByHandle, siteUrl, type SiteRow } from './site-service';
import {
  PAGE_CSS,
  pages,
  publicationRevisions,
  publications,
  renderBlocksOf,
  renderPublicationHtml,
} from './sources';
import { openWhere } from './visibility-sql';

declare module 'fastify' {
  interface FastifyRequest {
    /** The item a public address served (counted as a view after the answer). */
    exploreView?: { kind: ExploreKind; id: string; workspaceId: string };
  }
}

const FEED_MAX = 1000;
const HOME_MAX = 100;
const handleParams = z.object({ handle: z.string().max(60) });
const slugParams = handleParams.extend({ slug: z.string().max(200) });
const pageQuery = z.object({ enviado: z.string().optional() }).loose();

/**
 * The public addresses, server-rendered (not the SPA: these routes are registered, so the
 * web app's fallback never sees them): `/site/<handle>` (the site's listed items),
 * `/site/<handle>/<slug>` (a page), `/site/<handle>/p/<slug>` (a publication), and the
 * site's sitemap.xml, feed.xml (Atom) and rss.xml. An address opens only for an item
 * `openWhere` accepts; anything else (draft, testing, private, hidden, missing) is the same
 * pt-BR 404 page. Lists use `siteListing` (listedWhere): unlisted never appears.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.APP_URL;
  const db = app.database.db;
  const limits = perIp(app, 'site', app.config.EXPLORE_RATE_LIMIT);

  /** Shared headers; a 304 when the browser's copy is current. */
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: string,
    type: string,
    extra: Record<string, string> = {},
  ) => {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    void reply
      .header('content-security-policy', PUBLIC_CSP)
      .header('cache-control', 'public, max-age=60')
      .header('etag', etag)
      .headers(extra)
      .type(type);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.status(200).send(body);
  };
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('content-security-policy', PUBLIC_CSP)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(notFoundDocument(PAGE_CSS));

  // A GET by a person (not a bot) that was answered 200 counts one view, after the answer.
  app.addHook('onResponse', async (request, reply) => {
    const view = request.exploreView;
    if (!view || request.method !== 'GET' || reply.statusCode !== 200) return;
    if (isBot(request.headers['user-agent'])) return;
    await countView(request.ctx, view).catch((err: unknown) =>
      request.log.warn({ err }, 'contagem de visualização falhou'),
    );
  });

  const base = (site: SiteRow) => siteUrl(appUrl, site.handle);
  const siteInfo = (site: SiteRow) => ({ title: site.title, url: base(site) });

  app.get(
    '/site/:handle',
    { config: limits, schema: { hide: true, params: handleParams } },
    async (request, reply) => {
      const site = await siteByHandle(db, request.params.handle);
      if (!site) return notFound(reply);
      const items = await siteListing(db, site.workspaceId, HOME_MAX);
      const list = items
        .map((i) => {
          const url = `${base(site)}${i.kind === 'publication' ? '/p/' : '/'}${i.slug}`;
          return `<li><span class="kind">${i.kind === 'publication' ? 'Publicação' : 'Página'}</span><br><a href="${escapeHtml(url)}">${escapeHtml(i.title)}</a>${i.excerpt ? `<p>${escapeHtml(i.excerpt)}</p>` : ''}</li>`;
        })
        .join('');
      const html = renderDocument({
        title: site.title,
        description: site.description || `Publicações e páginas de ${site.title}`,
        url: base(site),
        ogType: 'website',
        image: null,
        noindex: false,
        feedUrl: `${base(site)}/feed.xml`,
        site: siteInfo(site),
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.title,
          url: base(site),
          description: site.description,
        },
        main: `<h1>${escapeHtml(site.title)}</h1>${site.description ? `<p>${escapeHtml(site.description)}</p>` : ''}${list ? `<ul class="items">${list}</ul>` : '<p>Nada publicado ainda.</p>'}`,
        css: PAGE_CSS,
      });
      return send(request, reply, html, 'text/html; charset=utf-8');
    },
  );

  app.get(
    '/site/:handle/p/:slug',
    { config: limits, schema: { hide: true, params: slugParams } },
    async (request, reply) => {
      const site = await siteByHandle(db, request.params.handle);
      if (!site) return notFound(reply);
      const [row] = await db
        .select({ publication: publications, html: publicationRevisions.html })
        .from(publications)
        .innerJoin(publicationRevisions, eq(publicationRevisions.id, publications.liveRevisionId))
        .where(
          and(
            eq(publications.workspaceId, site.workspaceId),
            eq(publications.slug, request.params.slug),
            openWhere(publications),
          ),
        )
        .limit(1);
      if (!row) return notFound(reply);
      const p = row.publication;
      const authors = p.authorIds.length
        ? await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, p.authorIds))
        : [];
      const names = p.authorIds
        .map((id) => authors.find((a) => a.id === id)?.name)
        .filter((n): n is string => !!n);
      const title = p.liveTitle ?? p.title;
      const description = p.liveExcerpt ?? '';
      const url = `${base(site)}/p/${p.slug}`;
      const image = p.coverFileId ? `${appUrl}/api/public/media/${p.coverFileId}/original` : null;
      const published = p.publishedAt ?? p.createdAt;
      const meta = [
        names.length ? `Por ${names.map(escapeHtml).join(', ')}` : '',
        `<time datetime="${published.toISOString()}">${brDate(published)}</time>`,
      ]
        .filter(Boolean)
        .join(' · ');
      request.exploreView = { kind: 'publication', id: p.id, workspaceId: p.workspaceId };
      const html = renderDocument({
        title,
        description,
        url,
        ogType: 'article',
        image,
        noindex: p.visibility === 'unlisted',
        feedUrl: `${base(site)}/feed.xml`,
        site: siteInfo(site),
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description,
          url,
          datePublished: published.toISOString(),
          dateModified: p.updatedAt.toISOString(),
          inLanguage: 'pt-BR',
          author: names.map((name) => ({ '@type': 'Person', name })),
          publisher: { '@type': 'Organization', name: site.title },
          ...(image ? { image } : {}),
        },
        main: [
          `<article><h1>${escapeHtml(title)}</h1>`,
          `<p class="meta">${meta}</p>`,
          image
            ? `<img class="cover" src="${escapeHtml(image)}" alt="" width="1200" height="630">`
            : '',
          `<div class="body">${renderPublicationHtml(row.html)}</div></article>`,
        ].join(''),
        css: PAGE_CSS,
      });
      return send(request, reply, html, 'text/html; charset=utf-8', robots(p.visibility));
    },
  );

  for (const [file, render, type] of [
    ['sitemap.xml', sitemap, 'application/xml; charset=utf-8'],
    ['feed.xml', atomFeed, 'application/atom+xml; charset=utf-8'],
    ['rss.xml', rssFeed, 'application/rss+xml; charset=utf-8'],
  ] as const) {
    app.get(
      `/site/:handle/${file}`,
      { config: limits, schema: { hide: true, params: handleParams } },
      async (request, reply) => {
        const site = await siteByHandle(db, request.params.handle);
        if (!site) return notFound(reply);
        const items = (await siteListing(db, site.workspaceId, FEED_MAX)).map((i) => ({
          title: i.title,
          excerpt: i.excerpt,
          url: `${base(site)}${i.kind === 'publication' ? '/p/' : '/'}${i.slug}`,
          publishedAt: new Date(i.published_at ?? i.updated_at),
        }));
        const xml = render(
          { ...siteInfo(site), description: site.description, feedUrl: `${base(site)}/${file}` },
          items,
        );
        return send(request, reply, xml, type);
      },
    );
  }

  app.get(
    '/site/:handle/:slug',
    { config: limits, schema: { hide: true, params: slugParams, querystring: pageQuery } },
    async (request, reply) => {
      const site = await siteByHandle(db, request.params.handle);
      if (!site) return notFound(reply);
      const [page] = await db
        .select()
        .from(pages)
        .where(
          and(
            eq(pages.workspaceId, site.workspaceId),
            eq(pages.slug, request.params.slug),
            openWhere(pages),
          ),
        )
        .limit(1);
      if (!page) return notFound(reply);
      const url = `${base(site)}/${page.slug}`;
      const title = page.liveSeoTitle || page.liveTitle || page.title;
      const description = page.liveSeoDescription ?? '';
      const image = page.liveOgImageFileId
        ? `${appUrl}/api/public/media/${page.liveOgImageFileId}/original`
        : null;
      const body = await renderBlocksOf(db, page, page.liveBlocks ?? [], {
        pagePath: `/site/${site.handle}/${page.slug}`,
        formSent: request.query.enviado === '1',
      });
      request.exploreView = { kind: 'page', id: page.id, workspaceId: page.workspaceId };
      const html = renderDocument({
        title,
        description,
        url,
        ogType: 'website',
        image,
        noindex: page.visibility === 'unlisted',
        feedUrl: `${base(site)}/feed.xml`,
        site: siteInfo(site),
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: title,
          description,
          url,
          inLanguage: 'pt-BR',
          isPartOf: { '@type': 'WebSite', name: site.title, url: base(site) },
          ...(image ? { primaryImageOfPage: image } : {}),
        },
        main: `<h1>${escapeHtml(page.liveTitle ?? page.title)}</h1>${body}`,
        css: PAGE_CSS,
      });
      return send(request, reply, html, 'text/html; charset=utf-8', robots(page.visibility));
    },
  );
};

/** Unlisted opens by link but is never indexed (header too, for non-HTML-aware crawlers). */
const robots = (visibility: string): Record<string, string> =>
  visibility === 'unlisted' ? { 'x-robots-tag': 'noindex' } : {};
