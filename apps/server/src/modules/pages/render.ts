import {
  PAGE_FORM_EMAIL_MAX,
  PAGE_FORM_HONEYPOT,
  PAGE_FORM_MESSAGE_MAX,
  PAGE_FORM_NAME_MAX,
  PAGE_FORM_PHONE_MAX,
  pageFormFieldLabels,
  pageFormThanks,
  type PageBlock,
} from '@orbita/contracts/pages';
import type { ImageSource } from '../media';
import { sanitizePageHtml } from './sanitize';

/**
 * Blocks → semantic, accessible HTML, for the public address (explore's server-rendered
 * page) and the builder's preview. Pure and synchronous: image sources are looked up before
 * (`pageImageIds` + media's `imageSources`). Every value is escaped; text blocks go through
 * the allow-list again; links keep only http(s), mailto and same-site paths. Nothing here
 * needs JavaScript: the contact form is a real form post.
 */
export interface PageRenderContext {
  pageId: string;
  /** A library image's sources, or null when it is missing (then nothing is drawn). */
  image: (fileId: string) => ImageSource | null;
  /** The public path the page is served at (`/site/<handle>/<slug>`): the form comes back there. */
  pagePath?: string;
  /** The visitor just sent a form (`?enviado=1`): its thank-you message shows. */
  formSent?: boolean;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => escapes[c]!);

/** An href we emit: http(s), mailto or a same-site path (never `//host` nor `/\host`). */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const u = url.trim();
  return /^(https?:\/\/|mailto:)/i.test(u) || /^\/(?![/\\])/.test(u) ? u : null;
}

const price = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** `R$ 1.234,56` (pt-BR, with the non-breaking space Intl puts after R$). */
export const formatPrice = (cents: number): string => price.format(cents / 100);

const blockAnchor = (id: string) => `bloco-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
const external = (href: string) =>
  /^(https?:|mailto:)/i.test(href) ? ' rel="noopener noreferrer nofollow"' : '';

/** Every library file the blocks show, for one `imageSources` lookup before rendering. */
export function pageImageIds(blocks: readonly PageBlock[]): string[] {
  const ids: string[] = [];
  for (const b of blocks) {
    if (b.type === 'image') ids.push(b.fileId);
    else if (b.type === 'gallery') ids.push(...b.images.map((i) => i.fileId));
    else if (b.type === 'product' && b.fileId) ids.push(b.fileId);
  }
  return ids;
}

export function renderPageBlocksHtml(blocks: readonly PageBlock[], ctx: PageRenderContext): string {
  // The first image is likely the largest thing on screen (LCP): it loads at once.
  let firstImage = true;
  const img = (fileId: string, alt: string, sizes: string) => {
    const source = ctx.image(fileId);
    if (!source) return '';
    const eager = firstImage;
    firstImage = false;
    const attrs = [
      `src="${escapeHtml(source.src)}"`,
      source.srcset ? `srcset="${escapeHtml(source.srcset)}" sizes="${sizes}"` : '',
      `alt="${escapeHtml(alt)}"`,
      source.width ? `width="${source.width}"` : '',
      source.height ? `height="${source.height}"` : '',
      eager ? 'fetchpriority="high"' : 'loading="lazy"',
      'decoding="async"',
    ];
    return `<img ${attrs.filter(Boolean).join(' ')}>`;
  };

  const one = (block: PageBlock): string => {
    switch (block.type) {
      case 'text':
        return `<div class="pg-text">${sanitizePageHtml(block.html)}</div>`;
      case 'image': {
        const image = img(block.fileId, block.alt, '(max-width: 800px) 100vw, 800px');
        if (!image) return '';
        const caption = block.caption
          ? `<figcaption>${escapeHtml(block.caption)}</figcaption>`
          : '';
        return `<figure class="pg-image">${image}${caption}</figure>`;
      }
      case 'gallery': {
        const items = block.images
          .map((i) => img(i.fileId, i.alt, '(max-width: 600px) 50vw, 260px'))
          .filter(Boolean)
          .map((image) => `<li>${image}</li>`);
        return items.length ? `<ul class="pg-gallery">${items.join('')}</ul>` : '';
      }
      case 'button': {
        const href = safeHref(block.url);
        if (!href) return '';
        return `<p class="pg-actions"><a class="pg-button pg-button-${block.style === 'secondary' ? 'secondary' : 'primary'}" href="${escapeHtml(href)}"${external(href)}>${escapeHtml(block.label)}</a></p>`;
      }
      case 'product': {
        const href = safeHref(block.url);
        const image = block.fileId
          ? img(block.fileId, block.name, '(max-width: 600px) 100vw, 320px')
          : '';
        return [
          '<article class="pg-product">',
          image,
          `<h2>${escapeHtml(block.name)}</h2>`,
          block.description ? `<p>${escapeHtml(block.description)}</p>` : '',
          block.priceCents === null
            ? ''
            : `<p class="pg-price">${escapeHtml(formatPrice(block.priceCents))}</p>`,
          href
            ? `<p><a class="pg-button pg-button-primary" href="${escapeHtml(href)}"${external(href)}>Ver produto</a></p>`
            : '',
          '</article>',
        ].join('');
      }
      case 'game': {
        const code = encodeURIComponent(block.code.trim().toUpperCase());
        const title = block.label ? `<h2>${escapeHtml(block.label)}</h2>` : '';
        return `<div class="pg-game">${title}<p><a class="pg-button pg-button-primary" href="/play/${code}">Entrar no jogo</a></p></div>`;
      }
      case 'form':
        return renderForm(block, ctx);
    }
  };

  return blocks
    .map((block) => {
      const inner = one(block);
      return inner
        ? `<section class="pg-block pg-${block.type}" id="${blockAnchor(block.id)}">${inner}</section>`
        : '';
    })
    .join('\n');
}

const fieldInputs: Record<'name' | 'email' | 'phone' | 'message', (id: string) => string> = {
  name: (id) =>
    `<input id="${id}" name="name" type="text" autocomplete="name" required maxlength="${PAGE_FORM_NAME_MAX}">`,
  email: (id) =>
    `<input id="${id}" name="email" type="email" autocomplete="email" required maxlength="${PAGE_FORM_EMAIL_MAX}">`,
  phone: (id) =>
    `<input id="${id}" name="phone" type="tel" autocomplete="tel" maxlength="${PAGE_FORM_PHONE_MAX}">`,
  message: (id) =>
    `<textarea id="${id}" name="message" rows="5" required maxlength="${PAGE_FORM_MESSAGE_MAX}"></textarea>`,
};

function renderForm(block: Extract<PageBlock, { type: 'form' }>, ctx: PageRenderContext): string {
  const anchor = blockAnchor(block.id);
  const action = `/api/public/pages/forms/${encodeURIComponent(ctx.pageId)}/${encodeURIComponent(block.id)}`;
  const titleId = `${anchor}-titulo`;
  const fields = [...new Set(block.fields)].map((field) => {
    const id = `${anchor}-${field}`;
    return `<p><label for="${id}">${pageFormFieldLabels[field]}</label>${fieldInputs[field](id)}</p>`;
  });
  return [
    block.title ? `<h2 id="${titleId}">${escapeHtml(block.title)}</h2>` : '',
    ctx.formSent ? `<p class="pg-form-sent" role="status">${pageFormThanks}</p>` : '',
    `<form class="pg-form" method="post" action="${escapeHtml(action)}"${block.title ? ` aria-labelledby="${titleId}"` : ''}>`,
    ...fields,
    // People never see it (off screen, out of the tab order); bots that fill every field do.
    `<div class="pg-hp" aria-hidden="true" style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden"><label for="${anchor}-${PAGE_FORM_HONEYPOT}">Não preencha este campo</label><input id="${anchor}-${PAGE_FORM_HONEYPOT}" name="${PAGE_FORM_HONEYPOT}" type="text" tabindex="-1" autocomplete="off"></div>`,
    ctx.pagePath ? `<input type="hidden" name="voltar" value="${escapeHtml(ctx.pagePath)}">` : '',
    `<p><button type="submit" class="pg-button pg-button-primary">${escapeHtml(block.submitLabel || 'Enviar')}</button></p>`,
    '</form>',
  ].join('');
}

/** The look of a rendered page (public address and preview), small enough to inline. */
export const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1b20;background:#fff}
main.pg{max-width:800px;margin:0 auto;padding:24px 16px 64px}
main.pg h1{font-size:2rem;line-height:1.2;margin:0 0 24px}
.pg-block{margin:0 0 32px}
.pg-image img,.pg-product img{max-width:100%;height:auto;display:block;border-radius:8px}
.pg-image figcaption{font-size:.875rem;color:#49454f;margin-top:8px}
.pg-gallery{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px}
.pg-gallery img{width:100%;height:100%;aspect-ratio:1;object-fit:cover;border-radius:8px;display:block}
.pg-button{display:inline-block;padding:10px 20px;border-radius:999px;text-decoration:none;font-weight:600}
.pg-button-primary{background:#6750a4;color:#fff}
.pg-button-secondary{border:1px solid #79747e;color:#6750a4}
.pg-product{border:1px solid #cac4d0;border-radius:12px;padding:16px;max-width:360px}
.pg-price{font-size:1.25rem;font-weight:700}
.pg-form p{margin:0 0 12px}
.pg-form label{display:block;font-weight:600;margin-bottom:4px}
.pg-form input,.pg-form textarea{width:100%;padding:10px;border:1px solid #79747e;border-radius:8px;font:inherit}
.pg-form-sent{padding:12px;border-radius:8px;background:#e8f5e9;color:#1b5e20}
`;
