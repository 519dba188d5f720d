import type { PageBlock } from '@orbita/contracts/pages';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { formatPrice, renderPageBlocksHtml, type PageRenderContext } from './render';
import { sanitizePageHtml } from './sanitize';

const pageId = '11111111-1111-4111-8111-111111111111';
const img = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const ctx: PageRenderContext = {
  pageId,
  image: (fileId) =>
    fileId === img(9)
      ? null
      : {
          src: `/api/public/media/${fileId}/w1280`,
          srcset: `/api/public/media/${fileId}/w640 640w`,
          width: 1600,
          height: 900,
        },
  pagePath: '/site/loja/verao',
};
const dom = (html: string) =>
  parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;

const every: PageBlock[] = [
  { id: 't', type: 'text', html: '<h2>Oferta</h2><p>Leve <strong>dois</strong></p>' },
  { id: 'i', type: 'image', fileId: img(1), alt: 'Praia', caption: 'No verão' },
  {
    id: 'g',
    type: 'gallery',
    images: [
      { fileId: img(2), alt: 'Um' },
      { fileId: img(9), alt: 'Sumiu' },
      { fileId: img(3), alt: 'Dois' },
    ],
  },
  {
    id: 'b',
    type: 'button',
    label: 'Comprar',
    url: 'https://loja.exemplo.com',
    style: 'secondary',
  },
  {
    id: 'p',
    type: 'product',
    name: 'Camiseta',
    description: 'Algodão',
    priceCents: 123456,
    fileId: img(4),
    url: '/site/loja/camiseta',
  },
  { id: 'j', type: 'game', code: 'abc123', label: 'Jogue' },
  { id: 'f', type: 'form', title: 'Fale conosco', fields: ['name', 'email', 'phone', 'message'] },
];

describe('renderPageBlocksHtml: every block type', () => {
  const doc = dom(renderPageBlocksHtml(every, ctx));

  it('text keeps the allowed structure', () => {
    expect(doc.querySelector('#bloco-t h2')?.textContent).toBe('Oferta');
    expect(doc.querySelector('#bloco-t strong')?.textContent).toBe('dois');
  });

  it('images: alt, size, the first eager (LCP) and the rest lazy; a missing file is skipped', () => {
    const first = doc.querySelector('#bloco-i img')!;
    expect(first.getAttribute('alt')).toBe('Praia');
    expect(first.getAttribute('width')).toBe('1600');
    expect(first.getAttribute('height')).toBe('900');
    expect(first.getAttribute('loading')).toBeNull();
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(doc.querySelector('#bloco-i figcaption')?.textContent).toBe('No verão');
    const gallery = [...doc.querySelectorAll('#bloco-g li img')];
    expect(gallery.map((i) => i.getAttribute('alt'))).toEqual(['Um', 'Dois']);
    expect(gallery.every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('button, product card with the pt-BR price, game link', () => {
    const button = doc.querySelector('#bloco-b a')!;
    expect(button.getAttribute('href')).toBe('https://loja.exemplo.com');
    expect(button.getAttribute('class')).toContain('pg-button-secondary');
    expect(button.getAttribute('rel')).toContain('noopener');
    expect(doc.querySelector('#bloco-p h2')?.textContent).toBe('Camiseta');
    expect(doc.querySelector('#bloco-p .pg-price')?.textContent).toBe('R$\u00a01.234,56');
    expect(doc.querySelector('#bloco-p a')?.getAttribute('href')).toBe('/site/loja/camiseta');
    const game = doc.querySelector('#bloco-j a')!;
    expect(game.getAttribute('href')).toBe('/play/ABC123');
    expect(game.textContent).toBe('Entrar no jogo');
  });

  it('the form is a real post with labelled fields, a honeypot and the way back', () => {
    const form = doc.querySelector('#bloco-f form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/api/public/pages/forms/${pageId}/f`);
    for (const name of ['name', 'email', 'phone', 'message']) {
      const field = form.querySelector(`[name="${name}"]`)!;
      expect(form.querySelector(`label[for="${field.getAttribute('id')}"]`), name).not.toBeNull();
    }
    expect(form.querySelector('[name="email"]')?.getAttribute('type')).toBe('email');
    expect(form.querySelector('[name="website"]')?.getAttribute('tabindex')).toBe('-1');
    expect(form.querySelector('[name="voltar"]')?.getAttribute('value')).toBe('/site/loja/verao');
    expect(doc.querySelector('.pg-form-sent')).toBeNull();
    const sent = dom(renderPageBlocksHtml(every.slice(-1), { ...ctx, formSent: true }));
    expect(sent.querySelector('.pg-form-sent')?.textContent).toBe(
      'Obrigado! Sua mensagem foi enviada.',
    );
  });

  it('formats prices in pt-BR', () => {
    expect(formatPrice(0)).toBe('R$\u00a00,00');
    expect(formatPrice(99)).toBe('R$\u00a00,99');
  });
});

describe('XSS: a payload in every block field stays inert', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    'javascript:alert(1)',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
  ];

  for (const x of payloads) {
    it(`payload ${x}`, () => {
      const blocks: PageBlock[] = [
        { id: `t"${x}`, type: 'text', html: `<p>${x}</p>${x}<a href="${x}">l</a>` },
        { id: 'i', type: 'image', fileId: img(1), alt: x, caption: x },
        { id: 'g', type: 'gallery', images: [{ fileId: img(2), alt: x }] },
        { id: 'b', type: 'button', label: x, url: x, style: 'primary' },
        { id: 'b2', type: 'button', label: 'ok', url: `https://x.example/${x}`, style: 'primary' },
        { id: 'p', type: 'product', name: x, description: x, priceCents: 1, fileId: null, url: x },
        { id: 'j', type: 'game', code: x, label: x },
        { id: `f${x}`, type: 'form', title: x, fields: ['name'], submitLabel: x },
      ];
      const html = renderPageBlocksHtml(blocks, { ...ctx, pagePath: x });
      const doc = dom(html);
      expect(doc.querySelectorAll('script, iframe, svg, style').length).toBe(0);
      for (const el of doc.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          expect(attr.name, el.outerHTML).not.toMatch(/^on/i);
          if (['href', 'src', 'srcset', 'action', 'formaction'].includes(attr.name))
            expect(attr.value.replace(/\s/g, '').toLowerCase(), `${attr.name}`).not.toMatch(
              /^javascript:/,
            );
        }
      }
      // The only inline style is the honeypot's own (nothing from the payload).
      for (const el of doc.querySelectorAll('[style]'))
        expect(el.getAttribute('class')).toBe('pg-hp');
    });
  }

  it('the sanitizer keeps the allow-list only', () => {
    expect(
      sanitizePageHtml(
        '<h1>T</h1><p>a<img src=x onerror=alert(1)><a href="javascript:alert(1)" target="_blank">l</a><a href="https://ok.example">ok</a></p><table><tr><td>c</td></tr></table>',
      ),
    ).toBe(
      'T<p>a<a rel="noopener noreferrer nofollow ugc">l</a><a href="https://ok.example" rel="noopener noreferrer nofollow ugc">ok</a></p>c',
    );
  });
});
