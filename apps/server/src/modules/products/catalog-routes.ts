import { createHash } from 'node:crypto';
import { catalogCheckoutPath, catalogPath, PRODUCT_CATEGORY_MAX } from '@orbita/contracts/products';
import { and, arrayContains, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import {
  escapeHtml,
  notFoundDocument,
  perIp,
  PUBLIC_CSP,
  renderDocument,
  siteByHandle,
  siteUrl,
  type SiteRow,
} from '../explore';
import { freshMediaUrls, imageSources, type ImageSource } from '../media';
import { formatPrice, htmlText, PAGE_CSS } from '../pages';
import { renderPublicationHtml } from '../publications';
import { effectivePrice } from './presenter';
import { productImages, products, productVariants, type ProductVariantRow } from './schema';

/** Products per catalog page. */
export const CATALOG_PAGE_SIZE = 24;
const PAGE_MAX = 500;
const SLUG_MAX = 200;
const QUERY_MAX = 200;
/** Quantity a guest may ask for in one "Comprar" (the store bounds it too). */
const BUY_MAX = 99;

const CATALOG_CSS = `
.cat-search{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 24px}
.cat-search input,.cat-search select{flex:1 1 160px;padding:10px;border:1px solid #79747e;border-radius:8px;font:inherit}
.cat-search button,.cat-buy button{padding:10px 20px;border:0;border-radius:999px;background:#194DAF;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.cat-grid{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px}
.cat-grid li{border:1px solid #e0e0e0;border-radius:12px;overflow:hidden}
.cat-grid a{display:block;color:inherit;text-decoration:none;padding:0 0 12px}
.cat-grid img{width:100%;aspect-ratio:1;object-fit:cover;display:block;background:#f5f5f5}
.cat-grid .cat-name{display:block;font-weight:600;padding:8px 12px 0}
.cat-grid .cat-price{display:block;padding:0 12px;color:#194DAF;font-weight:700}
.cat-gallery{list-style:none;padding:0;margin:0 0 24px;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px}
.cat-gallery img{width:100%;height:auto;border-radius:8px;display:block}
.cat-variants{list-style:none;padding:0;margin:0 0 32px}
.cat-variants>li{border:1px solid #e0e0e0;border-radius:12px;padding:16px;margin:0 0 12px}
.cat-variants h3{margin:0 0 4px;font-size:1.1rem}
.cat-stock{font-size:.9rem;color:#49454f}
.cat-out{color:#b3261e}
.cat-buy{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:8px;margin-top:12px}
.cat-buy label{display:flex;flex-direction:column;font-size:.9rem;font-weight:600;gap:4px}
.cat-buy input{padding:10px;border:1px solid #79747e;border-radius:8px;font:inherit}
.cat-buy button{align-self:end}
.cat-pages{display:flex;justify-content:space-between;margin:24px 0 0}
`;

/** The first query value of a name, bounded; anything else (arrays, objects) is ignored. */
function queryText(query: unknown, name: string, max: number): string {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim().slice(0, max) : '';
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "Em estoque", "Últimas 3 unidades", "Esgotado": never the exact count above 5. */
function stockState(stock: number | null): { text: string; out: boolean } {
  if (stock === null) return { text: 'Disponível', out: false };
  if (stock === 0) return { text: 'Esgotado', out: true };
  if (stock === 1) return { text: 'Última unidade', out: false };
  if (stock <= 5) return { text: `Últimas ${stock} unidades`, out: false };
  return { text: 'Em estoque', out: false };
}

/**
 * The public catalog, server-rendered (readable with JavaScript off and by bots):
 * `/catalogo/<handle>` lists the workspace's ACTIVE products (search `?q=`, category
 * `?categoria=`, `?pagina=`) and `/catalogo/<handle>/<slug>` shows one with its images,
 * variants (price "R$ 1.234,56", stock state) and a "Comprar" form per variant that posts
 * to the store's guest checkout. `<handle>` is the workspace's public site (explore), whose
 * HTML shell (Open Graph, canonical, JSON-LD, no-script CSP) renders both. A draft or
 * archived product, an unknown workspace or slug: the same pt-BR 404 page.
 */
export function catalogRoutes(appUrl: string): FastifyPluginAsync {
  return async (app) => {
    const db = app.database.db;
    const limits = perIp(app, 'catalog', app.config.EXPLORE_RATE_LIMIT);

    const send = (request: FastifyRequest, reply: FastifyReply, html: string) => {
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      void reply
        .header('content-security-policy', PUBLIC_CSP)
        .header('cache-control', 'public, max-age=60')
        .header('etag', etag)
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.status(200).send(html);
    };
    const notFound = (reply: FastifyReply) =>
      reply
        .status(404)
        .header('content-security-policy', PUBLIC_CSP)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(notFoundDocument(PAGE_CSS));

    const absolute = (src: string) => (src.startsWith('/') ? `${appUrl}${src}` : src);
    const siteParts = (site: SiteRow) => ({
      feedUrl: `${siteUrl(appUrl, site.handle)}/feed.xml`,
      site: { title: site.title, url: `${appUrl}${catalogPath(site.handle)}` },
    });
    const img = (source: ImageSource | undefined, alt: string, sizes: string) =>
      source
        ? `<img src="${escapeHtml(source.src)}"${source.srcset ? ` srcset="${escapeHtml(source.srcset)}" sizes="${sizes}"` : ''} alt="${escapeHtml(alt)}"${source.width && source.height ? ` width="${source.width}" height="${source.height}"` : ''} loading="lazy">`
        : '';

    app.get<{ Params: { workspaceSlug: string } }>(
      '/catalogo/:workspaceSlug',
      { config: limits, schema: { hide: true } },
      async (request, reply) => {
        const handle = request.params.workspaceSlug;
        if (handle.length > SLUG_MAX) return notFound(reply);
        const site = await siteByHandle(db, handle);
        if (!site) return notFound(reply);
        const q = queryText(request.query, 'q', QUERY_MAX);
        const category = queryText(request.query, 'categoria', PRODUCT_CATEGORY_MAX);
        const pageNumber = Math.min(
          PAGE_MAX,
          Math.max(1, Number.parseInt(queryText(request.query, 'pagina', 6), 10) || 1),
        );
        const active = and(
          eq(products.workspaceId, site.workspaceId),
          eq(products.status, 'ativo'),
        );
        const rows = await db
          .select()
          .from(products)
          .where(
            and(
              active,
              category ? arrayContains(products.categories, [category]) : undefined,
              q
                ? or(
                    ilike(products.name, `%${escapeLike(q)}%`),
                    ilike(products.code, `%${escapeLike(q)}%`),
                  )
                : undefined,
            ),
          )
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(CATALOG_PAGE_SIZE + 1)
          .offset((pageNumber - 1) * CATALOG_PAGE_SIZE);
        const page = rows.slice(0, CATALOG_PAGE_SIZE);
        const ids = page.map((r) => r.id);
        const [variants, images, categoryRows] = await Promise.all([
          ids.length
            ? db.select().from(productVariants).where(inArray(productVariants.productId, ids))
            : Promise.resolve([] as ProductVariantRow[]),
          ids.length
            ? db
                .select()
                .from(productImages)
                .where(inArray(productImages.productId, ids))
                .orderBy(asc(productImages.position))
            : Promise.resolve([]),
          db
            .selectDistinct({ category: sql<string>`unnest(${products.categories})` })
            .from(products)
            .where(active),
        ]);
        const covers = new Map<string, string>();
        for (const image of images)
          if (!covers.has(image.productId)) covers.set(image.productId, image.mediaId);
        const sources = await imageSources(db, site.workspaceId, [...covers.values()]);
        const categories = categoryRows
          .map((r) => r.category)
          .sort((a, b) => a.localeCompare(b, 'pt-BR'));

        const base = `${appUrl}${catalogPath(site.handle)}`;
        const link = (n: number) => {
          const params = new URLSearchParams();
          if (q) params.set('q', q);
          if (category) params.set('categoria', category);
          if (n > 1) params.set('pagina', String(n));
          const text = params.toString();
          return `${catalogPath(site.handle)}${text ? `?${text}` : ''}`;
        };
        const priceOf = (productId: string, priceCents: number | null) => {
          const prices = variants
            .filter((v) => v.productId === productId)
            .map((v) => v.priceCents ?? priceCents)
            .filter((p): p is number => p !== null);
          if (prices.length === 0) return '';
          const min = Math.min(...prices);
          return `${prices.some((p) => p !== min) ? 'A partir de ' : ''}${formatPrice(min)}`;
        };
        const items = page
          .map((p) => {
            const cover = covers.get(p.id);
            const price = priceOf(p.id, p.priceCents);
            return `<li><a href="${escapeHtml(catalogPath(site.handle, p.slug))}">${img(cover ? sources.get(cover) : undefined, p.name, '(min-width: 600px) 33vw, 100vw')}<span class="cat-name">${escapeHtml(p.name)}</span>${price ? `<span class="cat-price">${escapeHtml(price)}</span>` : ''}</a></li>`;
          })
          .join('');
        const search = [
          `<form class="cat-search" method="get" action="${escapeHtml(catalogPath(site.handle))}" role="search">`,
          `<label class="visually-hidden" for="cat-q">Buscar</label>`,
          `<input id="cat-q" type="search" name="q" value="${escapeHtml(q)}" placeholder="Buscar produtos" maxlength="${QUERY_MAX}">`,
          categories.length
            ? `<select name="categoria" aria-label="Categoria"><option value="">Todas as categorias</option>${categories
                .map(
                  (c) =>
                    `<option value="${escapeHtml(c)}"${c === category ? ' selected' : ''}>${escapeHtml(c)}</option>`,
                )
                .join('')}</select>`
            : '',
          '<button type="submit">Buscar</button></form>',
        ].join('');
        const pager =
          pageNumber > 1 || rows.length > CATALOG_PAGE_SIZE
            ? `<nav class="cat-pages" aria-label="Páginas">${pageNumber > 1 ? `<a href="${escapeHtml(link(pageNumber - 1))}" rel="prev">← Anteriores</a>` : '<span></span>'}${rows.length > CATALOG_PAGE_SIZE ? `<a href="${escapeHtml(link(pageNumber + 1))}" rel="next">Próximos →</a>` : ''}</nav>`
            : '';
        const firstCover = page.map((p) => covers.get(p.id)).find(Boolean);
        const image = firstCover ? sources.get(firstCover) : undefined;
        const title = `Catálogo — ${site.title}`;
        const html = renderDocument({
          title,
          description: site.description || `Produtos de ${site.title}`,
          url:
            link(pageNumber) === catalogPath(site.handle) ? base : `${appUrl}${link(pageNumber)}`,
          ogType: 'website',
          image: image ? absolute(image.src) : null,
          noindex: Boolean(q || category),
          ...siteParts(site),
          structuredData: {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: title,
            url: base,
            itemListElement: page.map((p, i) => ({
              '@type': 'ListItem',
              position: (pageNumber - 1) * CATALOG_PAGE_SIZE + i + 1,
              url: `${appUrl}${catalogPath(site.handle, p.slug)}`,
              name: p.name,
            })),
          },
          main: [
            `<h1>${escapeHtml(title)}</h1>`,
            search,
            items
              ? `<ul class="cat-grid">${items}</ul>`
              : `<p>${q || category ? 'Nenhum produto encontrado.' : 'Nenhum produto disponível ainda.'}</p>`,
            pager,
          ].join(''),
          css: `${PAGE_CSS}${CATALOG_CSS}`,
        });
        return send(request, reply, html);
      },
    );

    app.get<{ Params: { workspaceSlug: string; productSlug: string } }>(
      '/catalogo/:workspaceSlug/:productSlug',
      { config: limits, schema: { hide: true } },
      async (request, reply) => {
        const { workspaceSlug, productSlug } = request.params;
        if (workspaceSlug.length > SLUG_MAX || productSlug.length > SLUG_MAX)
          return notFound(reply);
        const site = await siteByHandle(db, workspaceSlug);
        if (!site) return notFound(reply);
        const [product] = await db
          .select()
          .from(products)
          .where(
            and(
              eq(products.workspaceId, site.workspaceId),
              eq(products.slug, productSlug),
              eq(products.status, 'ativo'),
            ),
          )
          .limit(1);
        if (!product) return notFound(reply);
        const [variants, images] = await Promise.all([
          db
            .select()
            .from(productVariants)
            .where(eq(productVariants.productId, product.id))
            .orderBy(asc(productVariants.position), asc(productVariants.createdAt)),
          db
            .select()
            .from(productImages)
            .where(eq(productImages.productId, product.id))
            .orderBy(asc(productImages.position)),
        ]);
        const sources = await imageSources(
          db,
          site.workspaceId,
          images.map((i) => i.mediaId),
        );
        const url = `${appUrl}${catalogPath(site.handle, product.slug)}`;
        const description = await freshMediaUrls(
          db,
          site.workspaceId,
          renderPublicationHtml(product.description),
        );
        const summary = htmlText(description).slice(0, 200) || `${product.name} — ${site.title}`;
        const shown = images.filter((i) => sources.has(i.mediaId));
        const cover = shown[0] ? sources.get(shown[0].mediaId) : undefined;
        const checkout = catalogCheckoutPath(site.handle);

        const variantHtml = variants
          .map((v) => {
            const price = effectivePrice(product, v);
            const state = stockState(v.stock);
            const options = Object.entries(v.options)
              .map(([k, value]) => `${escapeHtml(k)}: ${escapeHtml(value)}`)
              .join(' · ');
            const max = v.stock === null ? BUY_MAX : Math.min(BUY_MAX, v.stock);
            const field = `v-${v.id}`;
            const buy =
              price !== null && !state.out
                ? [
                    `<form class="cat-buy" method="post" action="${escapeHtml(checkout)}">`,
                    `<input type="hidden" name="variantId" value="${escapeHtml(v.id)}">`,
                    `<label for="${field}-name">Seu nome<input id="${field}-name" name="name" required maxlength="200" autocomplete="name"></label>`,
                    `<label for="${field}-email">Seu e-mail<input id="${field}-email" type="email" name="email" required maxlength="254" autocomplete="email"></label>`,
                    `<label for="${field}-qty">Quantidade<input id="${field}-qty" type="number" name="quantity" value="1" min="1" max="${max}" required inputmode="numeric"></label>`,
                    `<button type="submit">Comprar</button>`,
                    '</form>',
                  ].join('')
                : price === null && product.pointsAmount
                  ? '<p class="cat-stock">Disponível para membros, em pontos.</p>'
                  : '';
            return [
              '<li>',
              `<h3>${escapeHtml(v.name)}</h3>`,
              options ? `<p class="cat-stock">${options}</p>` : '',
              price !== null ? `<p class="pg-price">${escapeHtml(formatPrice(price))}</p>` : '',
              `<p class="cat-stock${state.out ? ' cat-out' : ''}">${state.text}</p>`,
              buy,
              '</li>',
            ].join('');
          })
          .join('');
        const prices = variants
          .map((v) => effectivePrice(product, v))
          .filter((p): p is number => p !== null);
        const html = renderDocument({
          title: `${product.name} — ${site.title}`,
          description: summary,
          url,
          ogType: 'website',
          image: cover ? absolute(cover.src) : null,
          noindex: false,
          ...siteParts(site),
          structuredData: {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            sku: product.code,
            description: summary,
            url,
            ...(cover ? { image: absolute(cover.src) } : {}),
            ...(product.categories.length ? { category: product.categories.join(', ') } : {}),
            ...(prices.length
              ? {
                  offers: {
                    '@type': 'AggregateOffer',
                    priceCurrency: 'BRL',
                    lowPrice: (Math.min(...prices) / 100).toFixed(2),
                    highPrice: (Math.max(...prices) / 100).toFixed(2),
                    offerCount: prices.length,
                  },
                }
              : {}),
          },
          main: [
            `<article><p class="meta"><a href="${escapeHtml(catalogPath(site.handle))}">← Catálogo</a></p>`,
            `<h1>${escapeHtml(product.name)}</h1>`,
            shown.length
              ? `<ul class="cat-gallery">${shown
                  .map((i) => {
                    const variant = variants.find((v) => v.id === i.variantId);
                    const alt = variant ? `${product.name} — ${variant.name}` : product.name;
                    return `<li>${img(sources.get(i.mediaId), alt, '(min-width: 800px) 400px, 100vw')}</li>`;
                  })
                  .join('')}</ul>`
              : '',
            description ? `<div class="body">${description}</div>` : '',
            variantHtml ? `<h2>Opções</h2><ul class="cat-variants">${variantHtml}</ul>` : '',
            '</article>',
          ].join(''),
          css: `${PAGE_CSS}${CATALOG_CSS}`,
        });
        return send(request, reply, html);
      },
    );
  };
}
