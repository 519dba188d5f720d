import type { Product } from '@orbita/contracts/products';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { libraryImage, signedIn } from './products-test-kit';

const app = await testApp();
const database = testDatabase();
const appUrl = app.config.APP_URL;

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, html: res.body };
};

/** The content of `<meta property|name="key" content="…">`. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('public catalog (server-rendered)', () => {
  it('lists active products and shows one with images, variants, prices, stock and a Comprar form per variant', async () => {
    const owner = await signedIn(app, database, 'owner');
    const image = await libraryImage(database, owner.workspaceId);
    const shirt = (
      await owner.call<Product>('POST', '', {
        name: 'Camiseta Órbita',
        status: 'ativo',
        priceCents: 123456,
        categories: ['Roupas'],
        description: '<p>Algodão <strong>orgânico</strong>.</p>',
        images: [{ mediaId: image }],
        variants: [
          { name: 'M / Azul', options: { tamanho: 'M', cor: 'Azul' }, stock: 3 },
          { name: 'G / Azul', options: { tamanho: 'G', cor: 'Azul' }, stock: 0 },
          { name: 'GG', priceCents: 150000, stock: 40 },
        ],
      })
    ).body;
    await owner.call('POST', '', { name: 'Caneca', status: 'ativo', priceCents: 2500 });
    await owner.call('POST', '', { name: 'Rascunho secreto', status: 'rascunho', priceCents: 1 });
    await owner.call('POST', '', { name: 'Arquivado velho', status: 'arquivado', priceCents: 1 });
    const list = shirt.catalogPath.replace(/\/[^/]+$/, '');
    const handle = list.split('/').at(-1)!;

    const home = await get(list);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('public, max-age=60');
    expect(home.headers['content-security-policy']).toContain("default-src 'none'");
    expect(home.html).toContain('<html lang="pt-BR">');
    expect(home.html).toContain('Camiseta Órbita');
    expect(home.html).toContain('Caneca');
    expect(home.html).toContain('A partir de R$\u00a01.234,56');
    expect(home.html).not.toContain('Rascunho secreto');
    expect(home.html).not.toContain('Arquivado velho');
    expect(home.html).toContain(`<link rel="canonical" href="${appUrl}${list}">`);
    // The browser revalidates: same body, same ETag → 304.
    const again = await get(list, { 'if-none-match': String(home.headers.etag) });
    expect(again.status).toBe(304);

    const searched = await get(`${list}?q=caneca`);
    expect(searched.html).toContain('Caneca');
    expect(searched.html).not.toContain('Camiseta Órbita');
    const filtered = await get(`${list}?categoria=Roupas`);
    expect(filtered.html).toContain('Camiseta Órbita');
    expect(filtered.html).not.toContain('>Caneca<');
    expect((await get(`${list}?q=nada-disso`)).html).toContain('Nenhum produto encontrado.');

    const page = await get(shirt.catalogPath);
    expect(page.status).toBe(200);
    expect(meta(page.html, 'og:title')).toBe(`Camiseta Órbita — ${'Teste'}`);
    expect(meta(page.html, 'og:description')).toBe('Algodão orgânico.');
    expect(meta(page.html, 'og:url')).toBe(`${appUrl}${shirt.catalogPath}`);
    expect(meta(page.html, 'og:image')).toMatch(
      new RegExp(`^${appUrl}/api/public/media/${image}/`),
    );
    expect(meta(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(page.html).toContain(`<link rel="canonical" href="${appUrl}${shirt.catalogPath}">`);
    expect(page.html).toContain('<strong>orgânico</strong>');
    expect(page.html).toContain('R$\u00a01.234,56');
    expect(page.html).toContain('R$\u00a01.500,00');
    expect(page.html).toContain('Últimas 3 unidades');
    expect(page.html).toContain('Esgotado');
    expect(page.html).toContain('Em estoque');
    // Options as stored (jsonb keeps keys by length, then alphabetically).
    expect(page.html).toContain('cor: Azul · tamanho: M');
    // One form per variant in stock, posting the guest checkout's fields.
    const forms = [
      ...page.html.matchAll(/<form class="cat-buy" method="post" action="([^"]+)">(.*?)<\/form>/g),
    ];
    expect(forms).toHaveLength(2);
    const [m, , gg] = shirt.variants;
    expect(forms.map((f) => f[1])).toEqual([
      `/api/public/loja/${handle}/pedidos`,
      `/api/public/loja/${handle}/pedidos`,
    ]);
    expect(forms[0]![2]).toContain(`name="variantId" value="${m!.id}"`);
    expect(forms[1]![2]).toContain(`name="variantId" value="${gg!.id}"`);
    for (const name of ['name', 'email', 'quantity'])
      expect(forms[0]![2]).toContain(`name="${name}"`);
    expect(forms[0]![2]).toContain('max="3"');
    expect(page.html).toContain('>Comprar</button>');
    expect(page.html).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it('escapes every value a member typed (no markup reaches the page)', async () => {
    const owner = await signedIn(app, database, 'owner');
    const evil = '<script>alert("x")</script><img src=x onerror=alert(1)>"\'&';
    const product = (
      await owner.call<Product>('POST', '', {
        name: evil,
        slug: 'malicioso',
        status: 'ativo',
        priceCents: 100,
        categories: [evil],
        description: `<p>ok</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src="https://exemplo.com/a.png" onerror="alert(4)">`,
        variants: [{ name: evil, options: { [evil]: evil }, stock: 1 }],
      })
    ).body;
    const list = product.catalogPath.replace(/\/[^/]+$/, '');
    for (const url of [product.catalogPath, list, `${list}?q=${encodeURIComponent(evil)}`]) {
      const { status, html } = await get(url);
      expect(status, url).toBe(200);
      expect(html, url).not.toContain('<script>alert');
      expect(html, url).not.toContain('<img src=x');
      // Parsed as a browser would: no element carries a handler or a script address, and
      // the only script is the JSON-LD data.
      const { document } = parseHTML(html);
      const elements = [...document.querySelectorAll('*')];
      const handlers = elements.flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
      );
      expect(handlers, url).toEqual([]);
      expect(
        elements.filter((el) => /^javascript:/i.test(el.getAttribute('href') ?? '')),
        url,
      ).toEqual([]);
      expect(
        [...document.querySelectorAll('script')].map((el) => el.getAttribute('type')),
        url,
      ).toEqual(['application/ld+json']);
      expect(html, url).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    }
    // JSON-LD carries the name as data that cannot close its element.
    const { html } = await get(product.catalogPath);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld).name).toBe(evil);
  });

  it('answers the pt-BR 404 page for an unknown workspace or product and for drafts and archived ones', async () => {
    const owner = await signedIn(app, database, 'owner');
    const draft = (await owner.call<Product>('POST', '', { name: 'Ainda não', status: 'rascunho' }))
      .body;
    const archived = (
      await owner.call<Product>('POST', '', { name: 'Não mais', status: 'arquivado' })
    ).body;
    const list = draft.catalogPath.replace(/\/[^/]+$/, '');
    for (const url of [
      draft.catalogPath,
      archived.catalogPath,
      `${list}/nao-existe`,
      '/catalogo/conta-que-nao-existe',
      '/catalogo/conta-que-nao-existe/produto',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.html, url).toContain('Página não encontrada');
      expect(res.html, url).toContain('<html lang="pt-BR">');
    }
    // Addresses too long for the router: refused, never a 500.
    for (const url of [`/catalogo/${'x'.repeat(300)}`, `${list}/${'y'.repeat(300)}`])
      expect((await get(url)).status, url).toBeLessThan(500);
    // Activating it opens the address.
    await owner.call('PATCH', `/${draft.id}`, { status: 'ativo' });
    expect((await get(draft.catalogPath)).status).toBe(200);
  });

  it('never answers 500 to odd queries', async () => {
    const owner = await signedIn(app, database, 'owner');
    const product = (await owner.call<Product>('POST', '', { name: 'Qualquer', status: 'ativo' }))
      .body;
    const list = product.catalogPath.replace(/\/[^/]+$/, '');
    for (const query of [
      '?pagina=-5',
      '?pagina=abc',
      '?pagina=999999999',
      '?q=%25_%5C',
      `?q=${'a'.repeat(5000)}`,
      '?q=a&q=b',
      '?categoria[]=x',
      '?q[a]=1',
      '?%00=1',
    ]) {
      const res = await get(`${list}${query}`);
      expect(res.status, query).toBe(200);
    }
  });
});
