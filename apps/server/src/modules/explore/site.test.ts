import { describe, expect, it } from 'vitest';
import { apiClient, createMember, expectStatus, testApp, testDatabase } from '../../test/kit';
import { workspaces } from '../../platform/identity/schema';
import { eq } from 'drizzle-orm';
import { freeHandle, handleFrom } from './site-service';
import { insertPage, insertPublication } from './test-items';

const database = testDatabase();
const app = await testApp({ EXPLORE_RATE_LIMIT: '100000' });
const api = apiClient('/api/app/universo');

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('public site handles', () => {
  it('come from the name: lower-case, unaccented, hyphens, ≤ 40, unique with -2, -3', () => {
    expect(handleFrom('Café & Cia. Ltda')).toBe('cafe-cia-ltda');
    expect(handleFrom('  ---  ')).toBe('site');
    expect(handleFrom('a'.repeat(60))).toHaveLength(40);
    expect(freeHandle('loja', new Set(['loja', 'loja-2']))).toBe('loja-3');
    expect(freeHandle('b'.repeat(40), new Set(['b'.repeat(40)]))).toBe(`${'b'.repeat(38)}-2`);
  });

  it('a workspace gets its site on first need; Admin edits it, a taken handle is 409 pt-BR, Editor 403', async () => {
    const name = `Ateliê São João ${Math.random().toString(36).slice(2, 6)}`;
    const owner = await api.newCaller(app, database);
    await database.db.update(workspaces).set({ name }).where(eq(workspaces.id, owner.workspaceId));
    const site = expectStatus(
      await owner.get<{ handle: string; url: string }>('/explore/site'),
      200,
    );
    expect(site.handle).toBe(handleFrom(name));
    expect(site.url).toBe(`http://localhost:3000/site/${site.handle}`);
    // A second workspace of the same name gets the suffix.
    const other = await api.newCaller(app, database);
    await database.db.update(workspaces).set({ name }).where(eq(workspaces.id, other.workspaceId));
    expect(expectStatus(await other.get<{ handle: string }>('/explore/site'), 200).handle).toBe(
      `${site.handle}-2`,
    );
    const taken = await other.patch<{ message: string }>('/explore/site', { handle: site.handle });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Este endereço já está em uso. Escolha outro.');
    const bad = await other.patch('/explore/site', { handle: 'Não Vale!' });
    expect(bad.status).toBe(400);
    const renamed = `meu-site-${Math.random().toString(36).slice(2, 8)}`;
    const edited = expectStatus(
      await other.patch<{ handle: string; title: string }>('/explore/site', {
        handle: renamed,
        title: 'Meu site',
        description: 'Sobre nós',
      }),
      200,
    );
    expect(edited).toMatchObject({ handle: renamed, title: 'Meu site' });
    const editor = await api.joinAs(app, database, other.workspaceId, 'editor');
    expect((await editor.get('/explore/site')).status).toBe(200);
    expect((await editor.patch('/explore/site', { title: 'X' })).status).toBe(403);
  });
});

describe('server-rendered public addresses', () => {
  it('a production public publication is real HTML with title, description, OG, canonical, JSON-LD, feed link, CSP, cache and ETag', async () => {
    const owner = await api.newCaller(app, database);
    const { handle } = expectStatus(await owner.get<{ handle: string }>('/explore/site'), 200);
    const pub = await insertPublication(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'public',
      title: 'Como plantar tomates',
      excerpt: 'Um guia rápido',
      html: '<h2>Solo</h2><p>Use adubo.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
      publishedAt: new Date('2026-03-05T15:00:00Z'),
      authorIds: [owner.userId],
    });
    const res = await get(`/site/${handle}/p/${pub.slug}`, { 'user-agent': 'Googlebot/2.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Como plantar tomates</title>');
    expect(html).toContain('<meta name="description" content="Um guia rápido">');
    expect(html).toContain('<meta property="og:title" content="Como plantar tomates">');
    expect(html).toContain('<meta property="og:type" content="article">');
    const url = `http://localhost:3000/site/${handle}/p/${pub.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain(`type="application/atom+xml"`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('05/03/2026');
    expect(html).toContain('Por Pessoa Teste');
    expect(html).toContain('<h2>Solo</h2><p>Use adubo.</p>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('noindex');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(`/site/${handle}/p/${pub.slug}`, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
  });

  it('escapes every field: title, description, site title, JSON-LD cannot close its script', async () => {
    const owner = await api.newCaller(app, database);
    const evil = '</script><script>alert(1)</script>"><img src=x onerror=alert(1)>';
    await owner.patch('/explore/site', { title: `Site ${evil}`, description: evil });
    const { handle } = expectStatus(await owner.get<{ handle: string }>('/explore/site'), 200);
    const pub = await insertPublication(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'published',
      title: `Título ${evil}`,
      excerpt: `Resumo ${evil}`,
    });
    for (const path of [`/site/${handle}/p/${pub.slug}`, `/site/${handle}`]) {
      const html = (await get(path)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      // The one script element is the JSON-LD, closed once.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(html).toContain('\\u003c/script\\u003e');
    }
    for (const file of ['feed.xml', 'rss.xml', 'sitemap.xml']) {
      const xml = (await get(`/site/${handle}/${file}`)).body;
      expect(xml).not.toContain('<script>');
      expect(xml).not.toContain('<img');
    }
    expect((await get(`/site/${handle}/rss.xml`)).body).toContain('&lt;/script&gt;');
  });

  it('non-open items and unknown sites answer a real pt-BR 404 page', async () => {
    const owner = await api.newCaller(app, database);
    const { handle } = expectStatus(await owner.get<{ handle: string }>('/explore/site'), 200);
    for (const state of [
      { status: 'draft', visibility: 'public' },
      { status: 'testing', visibility: 'public' },
      { status: 'production', visibility: 'private' },
      { status: 'production', visibility: 'public', hidden: true },
    ] as const) {
      const pub = await insertPublication(database.db, owner.workspaceId, state);
      const page = await insertPage(database.db, owner.workspaceId, state);
      for (const path of [`/site/${handle}/p/${pub.slug}`, `/site/${handle}/${page.slug}`]) {
        const res = await get(path);
        expect(res.statusCode, `${path} ${JSON.stringify(state)}`).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('Página não encontrada');
        expect(res.body).toContain('<html lang="pt-BR">');
      }
    }
    expect((await get('/site/nao-existe-mesmo-xyz')).statusCode).toBe(404);
    expect((await get('/site/nao-existe-mesmo-xyz/feed.xml')).statusCode).toBe(404);
  });

  it('unlisted opens by link with noindex; a page renders its live blocks; a person’s view is counted, a bot’s not', async () => {
    const { workspace } = await createMember(database);
    const owner = await api.newCaller(app, database);
    void workspace;
    const { handle } = expectStatus(await owner.get<{ handle: string }>('/explore/site'), 200);
    const page = await insertPage(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'unlisted',
      title: 'Página secreta',
      html: '<p>Conteúdo vivo</p>',
    });
    const res = await get(`/site/${handle}/${page.slug}`, { 'user-agent': 'Mozilla/5.0 Firefox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('Conteúdo vivo');
    expect(res.body).toContain('"@type":"WebPage"');
    await get(`/site/${handle}/${page.slug}`, { 'user-agent': 'Googlebot/2.1' });
    await new Promise((r) => setTimeout(r, 100));
    const views = await database.pool.query(
      'select sum(count)::int as n from explore_views where record_id = $1',
      [page.id],
    );
    expect(views.rows[0].n).toBe(1);
    // Never listed: not on the home, not in the feeds.
    for (const path of [
      `/site/${handle}`,
      `/site/${handle}/feed.xml`,
      `/site/${handle}/sitemap.xml`,
    ])
      expect((await get(path)).body).not.toContain(page.slug);
  });

  it('the sitemap, Atom and RSS list the listed items with absolute URLs', async () => {
    const owner = await api.newCaller(app, database);
    const { handle } = expectStatus(await owner.get<{ handle: string }>('/explore/site'), 200);
    const pub = await insertPublication(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'public',
      title: 'Notícia A & B',
    });
    const page = await insertPage(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'published',
    });
    const sitemap = await get(`/site/${handle}/sitemap.xml`);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/site/${handle}/p/${pub.slug}</loc>`);
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/site/${handle}/${page.slug}</loc>`);
    const atom = await get(`/site/${handle}/feed.xml`);
    expect(atom.headers['content-type']).toContain('application/atom+xml');
    expect(atom.body).toContain('<title>Notícia A &amp; B</title>');
    const rss = await get(`/site/${handle}/rss.xml`);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain(`<link>http://localhost:3000/site/${handle}/p/${pub.slug}</link>`);
  });
});
