import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { Hub, HubActivityList, HubCandidates, HubHome, HubPage } from '@orbita/contracts/hubs';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, memberOf, ok, testApp, testDatabase, tokenFor } from '../../test/kit';

const app = await testApp();
const database = testDatabase();

/** A signed-in member (a new workspace of their own when none is given), calling `/api/app`. */
async function signedIn(role: Role, workspaceId?: string, name?: string) {
  const who = await memberOf(database, role, workspaceId, name);
  const token = await tokenFor(app, database, who.userId);
  return callerFor(app, '/api/app', token, { ...who, role });
}
type Member = Awaited<ReturnType<typeof signedIn>>;

const makeList = async (by: Member, name: string) =>
  (await ok<{ id: string }>(by.post('/flow/lists', { name }), 201)).id;
const makeProcess = async (by: Member, name: string) =>
  (await ok<{ id: string }>(by.post('/flow/processes', { name, templateKey: 'sales-funnel' }), 201))
    .id;
const makePage = async (by: Member, title: string) =>
  (await ok<{ id: string }>(by.post('/produto/pages', { title }), 201)).id;
const makeHub = async (by: Member, body: object = {}) =>
  ok<Hub>(by.post('/fabrica/hubs', { name: 'Marketing', ...body }), 201);
const add = (by: Member, hubId: string, kind: string, recordId: string) =>
  ok<HubHome>(by.post(`/fabrica/hubs/${hubId}/itens`, { kind, recordId }));

describe('hubs', () => {
  it('creates, lists, reads, changes (versioned) and deletes a hub', async () => {
    const owner = await signedIn('owner', undefined, 'Dona');
    const hub = await makeHub(owner, { name: '  Marketing  ', description: 'Campanhas' });
    expect(hub).toMatchObject({
      name: 'Marketing',
      description: 'Campanhas',
      restricted: false,
      itemCount: 0,
      memberCount: 1,
      members: [{ userId: owner.userId, name: 'Dona', role: 'editor' }],
      canEdit: true,
      version: 1,
    });
    const page = await ok<HubPage>(owner.get('/fabrica/hubs'));
    expect(page.items.map((h) => h.id)).toEqual([hub.id]);

    const changed = await ok<Hub>(
      owner.patch(`/fabrica/hubs/${hub.id}`, { name: 'Vendas', version: 1 }),
    );
    expect(changed).toMatchObject({ name: 'Vendas', version: 2 });
    const stale = await owner.patch(`/fabrica/hubs/${hub.id}`, { name: 'Outro', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { name: 'Vendas', version: 2 } });

    expect((await owner.del(`/fabrica/hubs/${hub.id}`)).status).toBe(204);
    expect((await owner.get(`/fabrica/hubs/${hub.id}`)).status).toBe(404);
  });

  it('refuses a name over 80 characters with a pt-BR message', async () => {
    const owner = await signedIn('owner');
    const refused = await owner.post('/fabrica/hubs', { name: 'x'.repeat(81) });
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { name: 'Informe no máximo 80 caracteres.' } },
    });
  });

  it("answers 404 for another workspace's hub, and refuses its records", async () => {
    const owner = await signedIn('owner');
    const outsider = await signedIn('owner');
    const hub = await makeHub(owner);
    for (const res of [
      await outsider.get(`/fabrica/hubs/${hub.id}`),
      await outsider.patch(`/fabrica/hubs/${hub.id}`, { name: 'Invadido' }),
      await outsider.del(`/fabrica/hubs/${hub.id}`),
    ])
      expect(res).toMatchObject({ status: 404, body: { message: 'Hub não encontrado.' } });
    const foreignList = await makeList(outsider, 'De outra conta');
    const refused = await owner.post(`/fabrica/hubs/${hub.id}/itens`, {
      kind: 'lista',
      recordId: foreignList,
    });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Registro não encontrado.' } });
    expect((await ok<HubPage>(outsider.get('/fabrica/hubs'))).items).toEqual([]);
  });

  it('lets an Observador read but refuses every write (403)', async () => {
    const owner = await signedIn('owner');
    const viewer = await signedIn('viewer', owner.workspaceId);
    const hub = await makeHub(owner);
    expect((await ok<HubHome>(viewer.get(`/fabrica/hubs/${hub.id}`))).hub.canEdit).toBe(false);
    expect((await viewer.post('/fabrica/hubs', { name: 'Não pode' })).status).toBe(403);
    expect((await viewer.patch(`/fabrica/hubs/${hub.id}`, { name: 'Não' })).status).toBe(403);
    const list = await makeList(owner, 'Lista');
    expect(
      (await viewer.post(`/fabrica/hubs/${hub.id}/itens`, { kind: 'lista', recordId: list }))
        .status,
    ).toBe(403);
    expect((await viewer.del(`/fabrica/hubs/${hub.id}`)).status).toBe(403);
  });

  it('holds records of other modules: add, search, pin, reorder, remove, activity', async () => {
    const owner = await signedIn('owner', undefined, 'Dona');
    const hub = await makeHub(owner);
    const list = await makeList(owner, 'Leads');
    const process = await makeProcess(owner, 'Funil');
    const page = await makePage(owner, 'Landing');

    const found = await ok<HubCandidates>(
      owner.get(`/fabrica/hubs/${hub.id}/candidatos?tipo=lista&q=lea`),
    );
    expect(found.candidates).toEqual([
      { kind: 'lista', recordId: list, title: 'Leads', path: `/flow/lista/${list}` },
    ]);
    await add(owner, hub.id, 'lista', list);
    await add(owner, hub.id, 'processo', process);
    const home = await add(owner, hub.id, 'pagina', page);
    expect(home.items.map((i) => [i.kind, i.title, i.path])).toEqual([
      ['lista', 'Leads', `/flow/lista/${list}`],
      ['processo', 'Funil', `/flow/processo/${process}`],
      ['pagina', 'Landing', `/produto/pagina/${page}`],
    ]);
    expect(home.items[0]).toMatchObject({ pinned: false, addedByName: 'Dona' });
    expect(
      (await owner.post(`/fabrica/hubs/${hub.id}/itens`, { kind: 'lista', recordId: list })).status,
    ).toBe(409);
    expect(
      (await ok<HubCandidates>(owner.get(`/fabrica/hubs/${hub.id}/candidatos?tipo=lista`)))
        .candidates,
    ).toEqual([]);

    const [a, b, c] = home.items.map((i) => i.id) as [string, string, string];
    const pinned = await ok<HubHome>(
      owner.post(`/fabrica/hubs/${hub.id}/itens/${c}/fixar`, { pinned: true }),
    );
    expect(pinned.items.map((i) => i.id)).toEqual([c, a, b]);
    const ordered = await ok<HubHome>(
      owner.post(`/fabrica/hubs/${hub.id}/itens/ordem`, { itemIds: [b, a, c] }),
    );
    expect(ordered.items.map((i) => i.id)).toEqual([c, b, a]);
    expect(
      (await owner.post(`/fabrica/hubs/${hub.id}/itens/ordem`, { itemIds: [b, a] })).status,
    ).toBe(409);
    const removed = await ok<HubHome>(owner.del(`/fabrica/hubs/${hub.id}/itens/${a}`));
    expect(removed.items.map((i) => i.id)).toEqual([c, b]);

    const activity = await ok<HubActivityList>(owner.get(`/fabrica/hubs/${hub.id}/atividade`));
    expect(activity.entries.map((e) => [e.action, e.title, e.actorName])).toEqual([
      ['adicionado', 'Landing', 'Dona'],
      ['adicionado', 'Funil', 'Dona'],
    ]);
    expect((await ok<HubPage>(owner.get('/fabrica/hubs'))).items[0]!.itemCount).toBe(2);
  });

  it('a restricted hub narrows its records to its members (and Admins)', async () => {
    const owner = await signedIn('owner');
    const inHub = await signedIn('editor', owner.workspaceId, 'Bia');
    const outside = await signedIn('editor', owner.workspaceId, 'Caio');
    const admin = await signedIn('admin', owner.workspaceId);
    const hub = await makeHub(owner, { name: 'Diretoria', restricted: true });
    const list = await makeList(owner, 'Salários');
    const process = await makeProcess(owner, 'Contratações');
    const page = await makePage(owner, 'Plano secreto');
    const open = await makeList(owner, 'Aberta');
    const publication = (
      await ok<{ id: string }>(owner.post('/universo/publications', { title: 'Comunicado' }), 201)
    ).id;
    await add(owner, hub.id, 'publicacao', publication);
    const game = (
      await ok<{ id: string }>(owner.post('/gamificacao/games', { name: 'Ranking' }), 201)
    ).id;
    await add(owner, hub.id, 'jogo', game);
    await add(owner, hub.id, 'lista', list);
    await add(owner, hub.id, 'processo', process);
    await add(owner, hub.id, 'pagina', page);
    await ok(
      owner.post(`/fabrica/hubs/${hub.id}/membros`, { userId: inHub.userId, role: 'leitor' }),
    );

    const listNames = async (who: Member) =>
      (await ok<{ items: { name: string }[] }>(who.get('/flow/lists'))).items.map((l) => l.name);
    expect(await listNames(outside)).toEqual(['Aberta']);
    expect((await outside.get(`/flow/lists/${list}`)).status).toBe(404);
    expect((await outside.get(`/flow/processes/${process}`)).status).toBe(404);
    expect((await outside.get(`/produto/pages/${page}`)).status).toBe(404);
    expect((await outside.get(`/universo/publications/${publication}`)).status).toBe(404);
    expect((await outside.get(`/gamificacao/games/${game}`)).status).toBe(404);
    expect(
      (await ok<{ items: { id: string }[] }>(outside.get('/gamificacao/games'))).items,
    ).toEqual([]);
    expect(
      (await ok<{ items: { id: string }[] }>(outside.get('/universo/publications'))).items.map(
        (p) => p.id,
      ),
    ).not.toContain(publication);
    expect((await outside.get(`/fabrica/hubs/${hub.id}`)).status).toBe(404);
    expect((await ok<HubPage>(outside.get('/fabrica/hubs'))).items).toEqual([]);

    for (const who of [inHub, admin]) {
      expect(await listNames(who)).toEqual(['Salários', 'Aberta']);
      expect((await who.get(`/flow/processes/${process}`)).status).toBe(200);
      expect((await who.get(`/produto/pages/${page}`)).status).toBe(200);
      expect((await who.get(`/universo/publications/${publication}`)).status).toBe(200);
      expect((await who.get(`/gamificacao/games/${game}`)).status).toBe(200);
      const home = await ok<HubHome>(who.get(`/fabrica/hubs/${hub.id}`));
      expect(home.items).toHaveLength(5);
    }
    // A reader of the hub sees it but may not change it; the open list is not narrowed.
    expect((await inHub.get(`/fabrica/hubs/${hub.id}`)).body).toMatchObject({
      hub: { canEdit: false },
    });
    expect(
      (await inHub.post(`/fabrica/hubs/${hub.id}/itens`, { kind: 'lista', recordId: open })).status,
    ).toBe(403);

    // Out of the hub again: narrowed again.
    await ok(owner.del(`/fabrica/hubs/${hub.id}/membros/${inHub.userId}`));
    expect(await listNames(inHub)).toEqual(['Aberta']);
    // The last editor of a restricted hub stays.
    expect((await owner.del(`/fabrica/hubs/${hub.id}/membros/${owner.userId}`)).status).toBe(409);
    // Opening the hub up shows its records to everyone.
    await ok(owner.patch(`/fabrica/hubs/${hub.id}`, { restricted: false }));
    expect(await listNames(outside)).toEqual(['Salários', 'Aberta']);
  });

  it('a deleted record leaves every hub in the same transaction', async () => {
    const owner = await signedIn('owner');
    const hub = await makeHub(owner);
    const list = await makeList(owner, 'Efêmera');
    const page = await makePage(owner, 'Rascunho');
    await add(owner, hub.id, 'lista', list);
    await add(owner, hub.id, 'pagina', page);
    // Lists go to the trash (200 with what it holds), pages are gone (204).
    expect((await owner.del(`/flow/lists/${list}`)).status).toBe(200);
    expect((await owner.del(`/produto/pages/${page}`)).status).toBe(204);
    const rows = await database.pool.query('select 1 from hub_items where hub_id = $1', [hub.id]);
    expect(rows.rowCount).toBe(0);
  });

  it('each write emits its event; realtime carries only the id', async () => {
    const owner = await signedIn('owner');
    const member = await signedIn('editor', owner.workspaceId);
    const seen: string[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === owner.workspaceId) seen.push(name);
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const hub = await makeHub(owner);
      const list = await makeList(owner, 'L');
      const home = await add(owner, hub.id, 'lista', list);
      const itemId = home.items[0]!.id;
      await ok(owner.post(`/fabrica/hubs/${hub.id}/itens/${itemId}/fixar`, { pinned: true }));
      await ok(
        owner.post(`/fabrica/hubs/${hub.id}/membros`, { userId: member.userId, role: 'leitor' }),
      );
      await ok(
        owner.post(`/fabrica/hubs/${hub.id}/membros`, { userId: member.userId, role: 'editor' }),
      );
      await ok(owner.del(`/fabrica/hubs/${hub.id}/membros/${member.userId}`));
      await ok(owner.del(`/fabrica/hubs/${hub.id}/itens/${itemId}`));
      await ok(owner.patch(`/fabrica/hubs/${hub.id}`, { name: 'Novo' }));
      await owner.del(`/fabrica/hubs/${hub.id}`);
      expect(seen.filter((n) => n.startsWith('hubs.'))).toEqual([
        'hubs.hub.created',
        'hubs.item.added',
        'hubs.item.updated',
        'hubs.member.added',
        'hubs.member.updated',
        'hubs.member.removed',
        'hubs.item.removed',
        'hubs.hub.updated',
        'hubs.hub.deleted',
      ]);
      const messages = publish.mock.calls
        .map(([m]) => m)
        .filter((m) => m.workspaceId === owner.workspaceId && m.entity === 'hubs');
      expect(messages.every((m) => JSON.stringify(m.data) === JSON.stringify({ id: hub.id }))).toBe(
        true,
      );
      expect(messages.map((m) => m.type)).toContain('deleted');
    } finally {
      off();
      publish.mockRestore();
    }
  });

  it('adds only people of the workspace as hub members', async () => {
    const owner = await signedIn('owner');
    const stranger = await signedIn('owner');
    const hub = await makeHub(owner);
    const refused = await owner.post(`/fabrica/hubs/${hub.id}/membros`, {
      userId: stranger.userId,
      role: 'leitor',
    });
    expect(refused).toMatchObject({
      status: 404,
      body: { message: 'Esta pessoa não é membro da conta.' },
    });
    expect((await owner.del(`/fabrica/hubs/${hub.id}/membros/${randomUUID()}`)).status).toBe(404);
  });
});
