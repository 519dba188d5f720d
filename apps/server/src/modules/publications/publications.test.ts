import { randomUUID } from 'node:crypto';
import { TAB_HEADER, type DomainEventName } from '@orbita/contracts';
import type { Publication, PublicationPage } from '@orbita/contracts/publications';
import { describe, expect, it, vi } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { signedIn as signedInTo } from './test-people';

const app = await testApp();
const database = testDatabase();
const signedIn = (
  ...args: Parameters<typeof signedInTo> extends [unknown, unknown, ...infer R] ? R : never
) => signedInTo(app, database, ...args);

describe('publications', () => {
  it('creates, lists, reads, changes and deletes a publication of the workspace', async () => {
    const owner = await signedIn('owner');
    const created = await owner.call('POST', '', {
      title: '  Análise de Mercado  ',
      tags: ['mercado', ' mercado ', 'dados'],
      module: 'universo',
      excerpt: 'Resumo',
    });
    expect(created.status).toBe(201);
    const item = created.body as Publication;
    expect(item).toMatchObject({
      title: 'Análise de Mercado',
      slug: 'analise-de-mercado',
      tags: ['mercado', 'dados'],
      module: 'universo',
      status: 'draft',
      visibility: 'private',
      authorIds: [owner.userId],
      version: 1,
      liveRevisionId: null,
      hasUnpublishedChanges: false,
    });
    const second = (await owner.call('POST', '', { title: 'Análise de mercado' })).body;
    expect(second.slug).toBe('analise-de-mercado-2');

    const page = (await owner.call('GET', '?limit=1')).body as PublicationPage;
    expect(page.items.map((i) => i.id)).toEqual([second.id]);
    const rest = (await owner.call('GET', `?cursor=${page.nextCursor}`)).body as PublicationPage;
    expect(rest).toEqual({ items: [item], nextCursor: null });
    expect((await owner.call('GET', '?q=ANALISE&tag=dados')).body.items).toEqual([item]);
    expect((await owner.call('GET', '?status=production')).body.items).toEqual([]);

    expect((await owner.call('GET', `/${item.id}`)).body).toEqual(item);
    const changed = await owner.call('PATCH', `/${item.id}`, {
      title: 'Renomeada',
      slug: 'analise-de-mercado-2',
      status: 'testing',
      version: 1,
    });
    expect(changed.status).toBe(200);
    // The wanted slug is taken by the other one: it gets the next free suffix.
    expect(changed.body).toMatchObject({
      title: 'Renomeada',
      slug: 'analise-de-mercado-2-2',
      status: 'testing',
      version: 2,
    });
    const stale = await owner.call('PATCH', `/${item.id}`, { title: 'Velha', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ title: 'Renomeada', version: 2 });

    expect((await owner.call('DELETE', `/${item.id}`)).status).toBe(204);
    expect((await owner.call('GET', `/${item.id}`)).status).toBe(404);
  });

  it('refuses bad fields with pt-BR messages on the field', async () => {
    const owner = await signedIn('owner');
    const cases: [object, string, string][] = [
      [{ title: '   ' }, 'title', 'Informe o título.'],
      [{ title: 'x'.repeat(201) }, 'title', 'Informe no máximo 200 caracteres.'],
      [{ title: 'A', slug: 'Com Espaço' }, 'slug', 'Use só letras minúsculas'],
      [{ title: 'A', module: 'marte' }, 'module', 'Escolha uma área válida.'],
      [{ title: 'A', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'no máximo 20'],
      [{ title: 'A', excerpt: 'x'.repeat(501) }, 'excerpt', 'no máximo 500'],
      [{ title: 'A', authorIds: [randomUUID()] }, 'authorIds', 'membros desta conta'],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.call('POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.[field], field).toContain(message);
    }
    const item = (await owner.call('POST', '', { title: 'Agenda' })).body as Publication;
    const past = await owner.call('PATCH', `/${item.id}`, { scheduledAt: '2020-01-01T00:00:00Z' });
    expect(past).toMatchObject({
      status: 400,
      body: { fields: { scheduledAt: 'Agende para uma data futura.' } },
    });
    const production = await owner.call('PATCH', `/${item.id}`, { status: 'production' });
    expect(production.status).toBe(400);
  });

  it("answers 404 for another workspace's publication, exactly like a missing one", async () => {
    const owner = await signedIn('owner');
    const outsider = await signedIn('owner');
    const item = (await owner.call('POST', '', { title: 'Só desta conta' })).body as Publication;
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', { title: 'Invadido' }],
      ['DELETE', '', undefined],
      ['POST', '/publish', undefined],
      ['GET', '/revisions', undefined],
    ] as const) {
      const res = await outsider.call(method, `/${item.id}${path}`, payload);
      expect(res, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: 'Publicação não encontrada.' },
      });
    }
    expect((await outsider.call('GET')).body).toEqual({ items: [], nextCursor: null });
    expect((await owner.call('GET', `/${item.id}`)).body).toEqual(item);
  });

  it('lets an Observador read but refuses every write (403); an Editor edits but does not create, publish or set visibility', async () => {
    const owner = await signedIn('owner');
    const viewer = await signedIn('viewer', owner.workspaceId);
    const editor = await signedIn('editor', owner.workspaceId);
    const item = (await owner.call('POST', '', { title: 'Para ler' })).body as Publication;
    expect((await viewer.call('GET')).body.items).toEqual([item]);
    expect((await viewer.call('POST', '', { title: 'Não pode' })).status).toBe(403);
    expect((await viewer.call('PATCH', `/${item.id}`, { title: 'Não pode' })).status).toBe(403);
    expect((await viewer.call('DELETE', `/${item.id}`)).status).toBe(403);

    expect(
      (await editor.call('PATCH', `/${item.id}`, { title: 'Pode', status: 'testing' })).body,
    ).toMatchObject({ title: 'Pode', status: 'testing' });
    expect((await editor.call('POST', '', { title: 'Não pode' })).status).toBe(403);
    expect((await editor.call('DELETE', `/${item.id}`)).status).toBe(403);
    expect((await editor.call('POST', `/${item.id}/publish`)).status).toBe(403);
    for (const body of [{ visibility: 'public' }, { scheduledAt: '2999-01-01T00:00:00Z' }]) {
      const refused = await editor.call('PATCH', `/${item.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body.message).toContain('Só Criador, Admin ou Principal');
    }
    expect((await owner.call('GET', `/${item.id}`)).body).toMatchObject({
      visibility: 'private',
      scheduledAt: null,
    });
  });

  it("refuses a tourist's workspace every write with the account-type message", async () => {
    const tourist = await signedIn('owner', undefined, 'tourist');
    const refused = await tourist.call('POST', '', { title: 'Minha publicação' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Publicar páginas e publicações');
    expect((await tourist.call('GET')).status).toBe(200);
  });

  it('each write emits its event and publishes with the asking tab as origin', async () => {
    const owner = await signedIn('owner');
    const tab = { [TAB_HEADER]: randomUUID() };
    const seen: { name: DomainEventName; actorId: string | null; origin: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
      if (payload.workspaceId === owner.workspaceId)
        seen.push({ name, actorId: payload.actorId, origin: ctx.origin ?? null });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const item = (await owner.call('POST', '', { title: 'Ao vivo' }, tab)).body as Publication;
      await owner.call('PATCH', `/${item.id}`, { title: 'Ao vivo 2' }, tab);
      await owner.call('DELETE', `/${item.id}`, undefined, tab);

      const origin = tab[TAB_HEADER];
      expect(seen).toEqual(
        ['created', 'updated', 'deleted'].map((verb) => ({
          name: `publications.publication.${verb}`,
          actorId: owner.userId,
          origin,
        })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId && m.entity === 'publications');
      expect(messages.map((m) => [m.type, m.entity, m.id, m.origin])).toEqual([
        ['created', 'publications', item.id, origin],
        ['updated', 'publications', item.id, origin],
        ['deleted', 'publications', item.id, origin],
      ]);
      expect(messages[1]!.data).toMatchObject({ id: item.id, title: 'Ao vivo 2' });
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
