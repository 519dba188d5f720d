import { randomUUID } from 'node:crypto';
import { TAB_HEADER, type DomainEventName } from '@orbita/contracts';
import type { Page, PageList } from '@orbita/contracts/pages';
import { describe, expect, it, vi } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { signedIn } from './pages-test-kit';

const app = await testApp();
const database = testDatabase();
const person = (role: Parameters<typeof signedIn>[2], ws?: string, type?: 'tourist') =>
  signedIn(app, database, role, ws, type);
const text = (id: string, html: string) => ({ id, type: 'text' as const, html });

describe('pages: the record', () => {
  it('creates (slug from the title, suffixed when taken), lists, reads, changes, copies and deletes', async () => {
    const owner = await person('owner');
    const created = await owner.call<Page>('POST', '', {
      title: '  Promoção de Verão!  ',
      blocks: [text('b1', '<p>Olá</p>')],
      seoTitle: 'Verão',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Promoção de Verão!',
      slug: 'promocao-de-verao',
      status: 'draft',
      visibility: 'private',
      version: 1,
      hasUnpublishedChanges: false,
      publishedAt: null,
      blocks: [text('b1', '<p>Olá</p>')],
    });
    const second = (await owner.call<Page>('POST', '', { title: 'Promoção de verão' })).body;
    expect(second.slug).toBe('promocao-de-verao-2');
    // An explicit slug that is taken is refused on the field, never renamed silently.
    const taken = await owner.call('POST', '', { title: 'Outra', slug: 'promocao-de-verao' });
    expect(taken).toMatchObject({
      status: 409,
      body: { fields: { slug: 'Já existe uma página com este endereço nesta conta.' } },
    });

    const first = (await owner.call<PageList>('GET', '?limit=1')).body;
    expect(first.items.map((p) => p.title)).toEqual(['Promoção de verão']);
    expect(first.items[0]).not.toHaveProperty('blocks');
    const rest = (await owner.call<PageList>('GET', `?cursor=${first.nextCursor}`)).body;
    expect(rest.items.map((p) => p.id)).toEqual([created.body.id]);
    expect(rest.nextCursor).toBeNull();
    expect((await owner.call<PageList>('GET', '?q=verao-2')).body.items.map((p) => p.id)).toEqual([
      second.id,
    ]);

    const changed = await owner.call<Page>('PATCH', `/${created.body.id}`, {
      title: 'Verão',
      status: 'testing',
      version: 1,
    });
    expect(changed.body).toMatchObject({ title: 'Verão', status: 'testing', version: 2 });
    expect(
      (await owner.call<PageList>('GET', '?status=testing')).body.items.map((p) => p.id),
    ).toEqual([created.body.id]);

    const copy = await owner.call<Page>('POST', `/${created.body.id}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: 'Verão (cópia)',
      slug: 'verao-copia',
      status: 'draft',
      blocks: [text('b1', '<p>Olá</p>')],
      seoTitle: 'Verão',
    });

    expect((await owner.call('DELETE', `/${created.body.id}`)).status).toBe(204);
    expect((await owner.call('GET', `/${created.body.id}`)).status).toBe(404);
  });

  it('refuses bad fields with pt-BR messages on the field', async () => {
    const owner = await person('owner');
    expect(await owner.call('POST', '', { title: '   ' })).toMatchObject({
      status: 400,
      body: { fields: { title: 'Informe o título.' } },
    });
    const long = await owner.call('POST', '', { title: 'A', seoTitle: 'x'.repeat(71) });
    expect(long.body.fields.seoTitle).toMatch(/no máximo 70/);
    const slug = await owner.call('POST', '', { title: 'A', slug: 'Com Espaço' });
    expect(slug.body.fields.slug).toMatch(/letras minúsculas/);
    const page = (await owner.call<Page>('POST', '', { title: 'A' })).body;
    // Production is reached through "Publicar" only.
    const prod = await owner.call('PATCH', `/${page.id}`, { status: 'production' });
    expect(prod.status).toBe(400);
  });

  it("answers 404 for another workspace's page, exactly like a missing one", async () => {
    const owner = await person('owner');
    const outsider = await person('owner');
    const page = (await owner.call<Page>('POST', '', { title: 'Só desta conta' })).body;
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['GET', '/preview', undefined],
      ['PATCH', '', { title: 'Invadido' }],
      ['POST', '/publish', {}],
      ['POST', '/duplicate', {}],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await outsider.call(method, `/${page.id}${path}`, payload);
      expect(res, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: 'Página não encontrada.' },
      });
    }
    expect((await outsider.call('GET')).body).toEqual({ items: [], nextCursor: null });
  });

  it('roles: Observador reads and previews; Editor edits the draft; Criador publishes', async () => {
    const owner = await person('owner');
    const viewer = await person('viewer', owner.workspaceId);
    const editor = await person('editor', owner.workspaceId);
    const creator = await person('creator', owner.workspaceId);
    const page = (await owner.call<Page>('POST', '', { title: 'Para ler' })).body;

    expect((await viewer.call('GET', `/${page.id}`)).status).toBe(200);
    expect((await viewer.call('GET', `/${page.id}/preview`)).status).toBe(200);
    for (const [method, path] of [
      ['POST', ''],
      ['PATCH', `/${page.id}`],
      ['POST', `/${page.id}/publish`],
      ['DELETE', `/${page.id}`],
    ] as const)
      expect((await viewer.call(method, path, { title: 'Não' })).status, path).toBe(403);

    const edited = await editor.call<Page>('PATCH', `/${page.id}`, {
      blocks: [text('b', '<p>Editado</p>')],
      status: 'testing',
    });
    expect(edited.body).toMatchObject({ status: 'testing' });
    expect(await editor.call('PATCH', `/${page.id}`, { visibility: 'public' })).toMatchObject({
      status: 403,
      body: { message: 'Só Criador, Admin ou Principal mudam a visibilidade.' },
    });
    expect((await editor.call('POST', '', { title: 'Nova' })).status).toBe(403);
    expect((await editor.call('POST', `/${page.id}/publish`, {})).status).toBe(403);
    expect((await editor.call('DELETE', `/${page.id}`)).status).toBe(403);

    expect((await creator.call('PATCH', `/${page.id}`, { visibility: 'public' })).status).toBe(200);
    expect((await creator.call<Page>('POST', `/${page.id}/publish`, {})).body.status).toBe(
      'production',
    );
  });

  it('refuses a tourist workspace (account type) every write', async () => {
    const tourist = await person('owner', undefined, 'tourist');
    const res = await tourist.call('POST', '', { title: 'Turista' });
    expect(res.status).toBe(403);
    expect((await tourist.call('GET')).status).toBe(200);
  });

  it('refuses a stale edit with 409 and the page as it is now', async () => {
    const owner = await person('owner');
    const page = (await owner.call<Page>('POST', '', { title: 'V1' })).body;
    await owner.call('PATCH', `/${page.id}`, { title: 'V2', version: 1 });
    const stale = await owner.call('PATCH', `/${page.id}`, { title: 'Perdida', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ title: 'V2', version: 2 });
    expect((await owner.call<Page>('GET', `/${page.id}`)).body.title).toBe('V2');
    const stalePublish = await owner.call('POST', `/${page.id}/publish`, { version: 1 });
    expect(stalePublish.status).toBe(409);
  });

  it('publish copies the draft to the live copy; later edits touch only the draft', async () => {
    const owner = await person('owner');
    const page = (
      await owner.call<Page>('POST', '', {
        title: 'Loja',
        blocks: [text('b1', '<p>Primeira versão</p>')],
        visibility: 'public',
      })
    ).body;
    const published = await owner.call<Page>('POST', `/${page.id}/publish`, {});
    expect(published.body).toMatchObject({ status: 'production', hasUnpublishedChanges: false });
    const firstAt = published.body.publishedAt;
    expect(firstAt).not.toBeNull();

    const edited = await owner.call<Page>('PATCH', `/${page.id}`, {
      blocks: [text('b1', '<p>Segunda versão</p>')],
    });
    expect(edited.body).toMatchObject({ status: 'production', hasUnpublishedChanges: true });
    const [live] = await database.pool
      .query('select live_title, live_blocks, live_text, status from pages where id = $1', [
        page.id,
      ])
      .then((r) => r.rows);
    expect(live.live_blocks).toEqual([text('b1', '<p>Primeira versão</p>')]);
    expect(live.live_text).toContain('Primeira versão');
    // A live page leaves production only through "Despublicar".
    expect((await owner.call('PATCH', `/${page.id}`, { status: 'draft' })).status).toBe(409);

    const again = await owner.call<Page>('POST', `/${page.id}/publish`, {});
    expect(again.body).toMatchObject({ hasUnpublishedChanges: false, publishedAt: firstAt });
    const [live2] = (
      await database.pool.query('select live_blocks from pages where id = $1', [page.id])
    ).rows;
    expect(live2.live_blocks).toEqual([text('b1', '<p>Segunda versão</p>')]);

    const off = await owner.call<Page>('POST', `/${page.id}/unpublish`, {});
    expect(off.body).toMatchObject({ status: 'draft', publishedAt: firstAt });
    expect((await owner.call('POST', `/${page.id}/unpublish`, {})).status).toBe(409);
  });

  it('takes a page as large as the contract allows (over the 1 MiB default body)', async () => {
    const owner = await person('owner');
    const blocks = Array.from({ length: 100 }, (_, i) =>
      text(`b${i}`, `<p>${'é'.repeat(19_990)}</p>`),
    );
    const created = await owner.call<Page>('POST', '', { title: 'Grande', blocks });
    expect(created.status).toBe(201);
    const changed = await owner.call('PATCH', `/${created.body.id}`, { blocks: blocks.slice(1) });
    expect(changed.status).toBe(200);
  });

  it('sanitizes text blocks on save', async () => {
    const owner = await person('owner');
    const page = (
      await owner.call<Page>('POST', '', {
        title: 'XSS',
        blocks: [
          text(
            'b1',
            '<p onclick="x()">Oi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
          ),
        ],
      })
    ).body;
    expect(page.blocks).toEqual([text('b1', '<p>Oi</p>')]);
  });

  it('a game block must name a game of this workspace', async () => {
    const owner = await person('owner');
    const other = await person('owner');
    const game = await other.call('POST', '/api/app/gamificacao/games', { name: 'Jogo alheio' });
    expect(game.status).toBe(201);
    const mine = await owner.call('POST', '/api/app/gamificacao/games', { name: 'Meu jogo' });
    const foreign = await owner.call('POST', '', {
      title: 'Jogo',
      blocks: [{ id: 'g', type: 'game', code: game.body.code }],
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: { message: 'Gamificação não encontrada.' },
    });
    const ok = await owner.call<Page>('POST', '', {
      title: 'Jogo',
      blocks: [{ id: 'g', type: 'game', code: String(mine.body.code).toLowerCase() }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.blocks).toEqual([{ id: 'g', type: 'game', code: mine.body.code }]);
  });

  it('preview renders the draft as a whole document', async () => {
    const owner = await person('owner');
    const page = (
      await owner.call<Page>('POST', '', {
        title: 'Prévia <b>',
        blocks: [
          text('b1', '<h2>Oferta</h2>'),
          { id: 'f', type: 'form', title: 'Fale', fields: ['name'] },
        ],
      })
    ).body;
    const { body } = await owner.call<{ html: string }>('GET', `/${page.id}/preview`);
    expect(body.html).toMatch(/^<!doctype html>/);
    expect(body.html).toContain('<h1>Prévia &lt;b&gt;</h1>');
    expect(body.html).toContain('<h2>Oferta</h2>');
    expect(body.html).toContain(`action="/api/public/pages/forms/${page.id}/f"`);
  });

  it('each write emits its event and publishes with the asking tab as origin', async () => {
    const owner = await person('owner');
    const tab = { [TAB_HEADER]: randomUUID() };
    const seen: { name: DomainEventName; origin: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
      if (payload.workspaceId === owner.workspaceId)
        seen.push({ name, origin: ctx.origin ?? null });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const page = (await owner.call<Page>('POST', '', { title: 'Ao vivo' }, tab)).body;
      await owner.call('PATCH', `/${page.id}`, { title: 'Ao vivo 2' }, tab);
      await owner.call('POST', `/${page.id}/publish`, {}, tab);
      await owner.call('DELETE', `/${page.id}`, undefined, tab);
      const origin = tab[TAB_HEADER];
      expect(seen).toEqual(
        ['created', 'updated', 'published', 'deleted'].map((verb) => ({
          name: `pages.page.${verb}`,
          origin,
        })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId);
      expect(messages.map((m) => [m.type, m.entity, m.id, m.origin])).toEqual([
        ['created', 'pages', page.id, origin],
        ['updated', 'pages', page.id, origin],
        ['updated', 'pages', page.id, origin],
        ['deleted', 'pages', page.id, origin],
      ]);
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
