import { randomUUID } from 'node:crypto';
import { TAB_HEADER, type DomainEventName, type Role } from '@orbita/contracts';
import { addChild, readTree, ROOT_ID, updateNode, walkTree } from '@orbita/contracts/mind-map-doc';
import {
  mindMapRoom,
  type MindMap,
  type MindMapExportFile,
  type MindMapPage,
  type MindMapTemplates,
} from '@orbita/contracts/mind-maps';
import { describe, expect, it, vi } from 'vitest';
import { memberOf, testApp, testDatabase, tokenFor } from '../../test/kit';
import { mindMapAccess } from './collab';
import { refreshStaleSummaries } from './summary-refresh';

const app = await testApp();
const database = testDatabase();
const base = '/api/app/mind-space/mind-maps';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in member of `workspaceId` (a new workspace of their own when none is given). */
async function signedIn(role: Role, workspaceId?: string) {
  const member = await memberOf(database, role, workspaceId);
  const { userId } = member;
  workspaceId = member.workspaceId;
  const token = await tokenFor(app, database, userId);
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
  const call = async (method: Method, path = '', payload?: object, extra = {}) => {
    const res = await app.inject({
      method,
      url: `${base}${path}`,
      headers: { ...headers, ...extra },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return { userId, workspaceId, call };
}

type Person = Awaited<ReturnType<typeof signedIn>>;
const titles = (page: MindMapPage) => page.items.map((m) => m.title);
const newMap = async (who: Person, body: object) => {
  const res = await who.call('POST', '', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as MindMap;
};
const exported = async (who: Person, id: string, format = 'json') =>
  (await who.call('GET', `/${id}/export?format=${format}`)).body as MindMapExportFile;
/** The tree of an exported JSON without the file's title (what two copies must share). */
const treeOf = (file: MindMapExportFile) => {
  const { root, layout } = JSON.parse(file.content) as { root: unknown; layout: string };
  return { root, layout };
};

describe('mind maps: records', () => {
  it('creates a blank map and one from a template, lists, reads, renames and deletes', async () => {
    const owner = await signedIn('owner');
    const blank = await newMap(owner, { title: '  Ideias soltas  ' });
    expect(blank).toMatchObject({
      title: 'Ideias soltas',
      description: '',
      templateKey: null,
      archivedAt: null,
      nodeCount: 1,
      preview: { root: 'Ideias soltas', branches: [] },
      favourite: false,
      createdBy: owner.userId,
    });
    const swot = await newMap(owner, { templateKey: 'swot', description: 'Loja nova' });
    expect(swot).toMatchObject({ title: 'Análise SWOT', templateKey: 'swot' });
    expect(swot.nodeCount).toBeGreaterThan(15);
    expect(swot.preview.branches.map((b) => b.text)).toEqual([
      'Forças (internas)',
      'Fraquezas (internas)',
      'Oportunidades (externas)',
      'Ameaças (externas)',
      'Estratégias',
    ]);
    // The template's tree is in the map's document, not only in its preview.
    const doc = await app.collab.read(mindMapRoom(swot.id), owner.workspaceId);
    expect(readTree(doc).children.map((c) => c.text)).toEqual(
      swot.preview.branches.map((b) => b.text),
    );
    doc.destroy();

    const first = (await owner.call('GET', '?limit=1')).body as MindMapPage;
    expect(titles(first)).toEqual(['Análise SWOT']);
    const rest = (await owner.call('GET', `?limit=1&cursor=${first.nextCursor}`)).body;
    expect(rest).toEqual({ items: [blank], nextCursor: null });

    expect((await owner.call('GET', `/${swot.id}`)).body).toEqual(swot);
    const renamed = await owner.call('PATCH', `/${blank.id}`, {
      title: 'Ideias',
      description: 'x',
    });
    expect(renamed).toMatchObject({ status: 200, body: { title: 'Ideias', description: 'x' } });
    // A change moves the map to the top (most recently changed first).
    expect(titles((await owner.call('GET')).body)).toEqual(['Ideias', 'Análise SWOT']);

    expect((await owner.call('DELETE', `/${blank.id}`)).status).toBe(204);
    expect((await owner.call('GET', `/${blank.id}`)).status).toBe(404);
    // The document went with it (after the commit).
    await vi.waitFor(async () =>
      expect(await app.collab.exists(mindMapRoom(blank.id), owner.workspaceId)).toBe(false),
    );
  });

  it('refuses an empty title and an unknown template with pt-BR messages on the field', async () => {
    const owner = await signedIn('owner');
    expect(await owner.call('POST', '', { title: '   ' })).toMatchObject({
      status: 400,
      body: { fields: { title: 'Informe o título.' } },
    });
    expect(await owner.call('POST', '', { templateKey: 'kanban' })).toMatchObject({
      status: 400,
      body: { fields: { templateKey: 'Modelo não encontrado.' } },
    });
  });

  it('searches title and description ignoring case and accents', async () => {
    const owner = await signedIn('owner');
    await newMap(owner, { title: 'Análise de mercado' });
    await newMap(owner, { title: 'Viagem', description: 'Roteiro de FÉRIAS' });
    await newMap(owner, { title: 'Outro' });
    expect(titles((await owner.call('GET', '?q=analise')).body)).toEqual(['Análise de mercado']);
    expect(titles((await owner.call('GET', '?q=ferias')).body)).toEqual(['Viagem']);
    expect(titles((await owner.call('GET', '?q=%25')).body)).toEqual([]);
  });

  it('archives and unarchives; the filters show active, archived, favourites and all', async () => {
    const owner = await signedIn('owner');
    const a = await newMap(owner, { title: 'A' });
    const b = await newMap(owner, { title: 'B' });
    const archived = await owner.call('POST', `/${a.id}/archive`);
    expect(archived.status).toBe(200);
    expect((archived.body as MindMap).archivedAt).not.toBeNull();
    expect(titles((await owner.call('GET')).body)).toEqual(['B']);
    expect(titles((await owner.call('GET', '?filter=archived')).body)).toEqual(['A']);
    expect(titles((await owner.call('GET', '?filter=all')).body).sort()).toEqual(['A', 'B']);
    await owner.call('PUT', `/${b.id}/favourite`);
    expect(titles((await owner.call('GET', '?filter=favourites')).body)).toEqual(['B']);
    const back = await owner.call('POST', `/${a.id}/unarchive`);
    expect((back.body as MindMap).archivedAt).toBeNull();
    expect(titles((await owner.call('GET')).body).sort()).toEqual(['A', 'B']);
  });

  it('favourites are per person, and an Observador may mark their own', async () => {
    const owner = await signedIn('owner');
    const viewer = await signedIn('viewer', owner.workspaceId);
    const map = await newMap(owner, { title: 'Favorito' });
    expect((await viewer.call('PUT', `/${map.id}/favourite`)).body).toEqual({
      id: map.id,
      favourite: true,
    });
    // Twice is the same as once.
    expect((await viewer.call('PUT', `/${map.id}/favourite`)).status).toBe(200);
    expect((await viewer.call('GET', `/${map.id}`)).body.favourite).toBe(true);
    expect((await owner.call('GET', `/${map.id}`)).body.favourite).toBe(false);
    expect(titles((await owner.call('GET', '?filter=favourites')).body)).toEqual([]);
    expect(titles((await viewer.call('GET', '?filter=favourites')).body)).toEqual(['Favorito']);
    expect((await viewer.call('DELETE', `/${map.id}/favourite`)).body.favourite).toBe(false);
    expect(titles((await viewer.call('GET', '?filter=favourites')).body)).toEqual([]);
  });

  it("answers 404 for another workspace's map on every route, exactly like a missing one", async () => {
    const owner = await signedIn('owner');
    const outsider = await signedIn('owner');
    const map = await newMap(owner, { title: 'Só desta conta' });
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', { title: 'Invadido' }],
      ['POST', '/archive', undefined],
      ['PUT', '/favourite', undefined],
      ['POST', '/duplicate', {}],
      ['GET', '/export', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await outsider.call(method, `/${map.id}${path}`, payload);
      expect(res, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: 'Mapa não encontrado.' },
      });
    }
    expect((await outsider.call('GET', '?filter=all')).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await owner.call('GET', `/${map.id}`)).body).toEqual(map);
  });

  it('Observador reads and exports but every write is refused (403); Editor renames but does not create or delete', async () => {
    const owner = await signedIn('owner');
    const viewer = await signedIn('viewer', owner.workspaceId);
    const editor = await signedIn('editor', owner.workspaceId);
    const map = await newMap(owner, { title: 'Para ler' });
    expect(titles((await viewer.call('GET')).body)).toEqual(['Para ler']);
    expect((await viewer.call('GET', `/${map.id}/export?format=opml`)).status).toBe(200);
    for (const [method, path, payload] of [
      ['POST', '', { title: 'Não pode' }],
      ['PATCH', `/${map.id}`, { title: 'Não pode' }],
      ['POST', `/${map.id}/archive`, undefined],
      ['POST', `/${map.id}/duplicate`, {}],
      ['POST', '/import', { format: 'markdown', content: '- a' }],
      ['DELETE', `/${map.id}`, undefined],
    ] as const)
      expect((await viewer.call(method, path, payload)).status, `${method} ${path}`).toBe(403);

    expect((await editor.call('PATCH', `/${map.id}`, { title: 'Pelo editor' })).status).toBe(200);
    expect((await editor.call('POST', '', { title: 'Não pode' })).status).toBe(403);
    expect((await editor.call('DELETE', `/${map.id}`)).status).toBe(403);
  });

  it('opens the live document for editing to Editors, read-only to an Observador, never across workspaces', async () => {
    const owner = await signedIn('owner');
    const map = await newMap(owner, { title: 'Ao vivo' });
    const db = database.db;
    const ws = owner.workspaceId;
    const as = (role: Role, workspaceId = ws) => ({ userId: owner.userId, workspaceId, role });
    expect(await mindMapAccess(db, as('editor'), map.id)).toBe('edit');
    expect(await mindMapAccess(db, as('viewer'), map.id)).toBe('view');
    expect(await mindMapAccess(db, as('owner', randomUUID()), map.id)).toBeNull();
    expect(await mindMapAccess(db, as('owner'), 'nao-e-id')).toBeNull();
    expect(await mindMapAccess(db, as('owner'), randomUUID())).toBeNull();
  });

  it('keeps the node count and preview in step with the document', async () => {
    const owner = await signedIn('owner');
    const map = await newMap(owner, { title: 'Crescendo' });
    const room = mindMapRoom(map.id);
    const edit = (text: string) =>
      app.collab.change(room, owner.workspaceId, { userId: owner.userId }, (doc) => {
        addChild(doc, ROOT_ID, text);
      });
    await edit('Primeiro ramo');
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      await refreshStaleSummaries(app.ctx, app.collab);
      const after = (await owner.call('GET', `/${map.id}`)).body as MindMap;
      expect(after).toMatchObject({
        nodeCount: 2,
        preview: { root: 'Crescendo', branches: [{ text: 'Primeiro ramo', children: [] }] },
      });
      expect(after.updatedAt > map.updatedAt).toBe(true);
      const mine = () => publish.mock.calls.filter(([m]) => m.id === map.id).map(([m]) => m);
      expect(mine()).toMatchObject([{ type: 'updated', data: { id: map.id, nodeCount: 2 } }]);
      // Refreshed once: the next pass leaves it alone until the document changes again.
      await refreshStaleSummaries(app.ctx, app.collab);
      expect(mine()).toHaveLength(1);
      expect((await owner.call('GET', `/${map.id}`)).body.updatedAt).toBe(after.updatedAt);
    } finally {
      publish.mockRestore();
    }
    // A rename right after an edit carries that edit's summary itself.
    await edit('Segundo ramo');
    const renamed = (await owner.call('PATCH', `/${map.id}`, { title: 'Crescido' })).body;
    expect(renamed).toMatchObject({ title: 'Crescido', nodeCount: 3 });
    expect(renamed.preview.branches).toHaveLength(2);
  });
});

describe('mind maps: templates, copies, import and export', () => {
  it('lists the pt-BR templates with their previews', async () => {
    const owner = await signedIn('viewer');
    const { items } = (await owner.call('GET', '/templates')).body as MindMapTemplates;
    expect(items.map((t) => t.title)).toEqual([
      'Em branco',
      'Brainstorm',
      'Análise SWOT',
      'Plano de projeto',
      'OKRs',
      'Mapa de estudo',
    ]);
    for (const t of items.slice(1)) {
      expect(t.nodeCount, t.key).toBeGreaterThan(10);
      expect(t.preview.branches.length, t.key).toBeGreaterThanOrEqual(4);
    }
  });

  it('duplicates the whole document under a new record, without task links', async () => {
    const owner = await signedIn('owner');
    const original = await newMap(owner, { templateKey: 'okrs', description: 'T1' });
    const room = mindMapRoom(original.id);
    await app.collab.change(room, owner.workspaceId, { userId: owner.userId }, (doc) => {
      const first = readTree(doc).children[0]!;
      updateNode(doc, first.id, { taskId: randomUUID(), taskCode: 'T-1', note: 'editado depois' });
    });
    const copy = (await owner.call('POST', `/${original.id}/duplicate`, {})).body as MindMap;
    expect(copy).toMatchObject({
      title: 'OKRs (cópia)',
      description: 'T1',
      nodeCount: original.nodeCount,
      preview: original.preview,
    });
    expect(copy.id).not.toBe(original.id);
    expect(treeOf(await exported(owner, copy.id))).toEqual(
      treeOf(await exported(owner, original.id)),
    );
    const doc = await app.collab.read(mindMapRoom(copy.id), owner.workspaceId);
    const linked: string[] = [];
    walkTree(readTree(doc), (n) => n.taskId && linked.push(n.taskId));
    expect(linked).toEqual([]);
    expect(readTree(doc).children[0]!.note).toBe('editado depois');
    doc.destroy();
    const named = await owner.call('POST', `/${original.id}/duplicate`, { title: 'Outro nome' });
    expect(named.body.title).toBe('Outro nome');
  });

  it('exports then imports JSON and OPML to the same tree (a new map each time)', async () => {
    const owner = await signedIn('owner');
    const original = await newMap(owner, { templateKey: 'study-map', title: 'Biologia' });
    const json = await exported(owner, original.id, 'json');
    expect(json).toMatchObject({ fileName: 'biologia.json', mimeType: 'application/json' });
    const fromJson = await owner.call('POST', '/import', { format: 'json', content: json.content });
    expect(fromJson.status).toBe(201);
    expect(fromJson.body).toMatchObject({ title: 'Biologia', nodeCount: original.nodeCount });
    expect(treeOf(await exported(owner, fromJson.body.id))).toEqual(treeOf(json));

    const opml = await exported(owner, original.id, 'opml');
    const fromOpml = await owner.call('POST', '/import', {
      format: 'opml',
      content: opml.content,
      title: 'Biologia (OPML)',
    });
    expect(fromOpml.body).toMatchObject({
      title: 'Biologia (OPML)',
      nodeCount: original.nodeCount,
    });
    const back = await exported(owner, fromOpml.body.id, 'opml');
    expect(back.content.replace(/<title>.*<\/title>/, '')).toBe(
      opml.content.replace(/<title>.*<\/title>/, ''),
    );
    const md = await exported(owner, original.id, 'markdown');
    expect(md.content.split('\n')[0]).toBe('- Biologia');
    const mm = await exported(owner, original.id, 'freemind');
    expect(mm.content).toContain('<map version="1.0.1">');
  });

  it('refuses hostile and oversized files with pt-BR messages, never a 500', async () => {
    const owner = await signedIn('owner');
    const xxe = `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]><opml><body><outline text="&x;"/></body></opml>`;
    expect(await owner.call('POST', '/import', { format: 'opml', content: xxe })).toMatchObject({
      status: 422,
      body: {
        code: 'mind-maps.import_invalid',
        message: 'Arquivos XML com DOCTYPE ou entidades não são aceitos.',
      },
    });
    expect(
      await owner.call('POST', '/import', { format: 'json', content: '{"format":"outro"}' }),
    ).toMatchObject({ status: 422, body: { message: expect.stringContaining('Orbita') } });
    const huge = 'a'.repeat(2_000_001);
    expect(
      await owner.call('POST', '/import', { format: 'markdown', content: huge }),
    ).toMatchObject({
      status: 400,
      body: { fields: { content: 'O arquivo é grande demais (máximo de 2 MB).' } },
    });
    // A body past the route's limit (quotes double when JSON-escaped) is refused before parsing.
    const tooBig = await owner.call('POST', '/import', {
      format: 'markdown',
      content: '"'.repeat(2_100_000),
    });
    expect(tooBig).toMatchObject({
      status: 413,
      body: { message: 'A requisição é grande demais.' },
    });
    expect((await owner.call('POST', '/import', { format: 'docx', content: 'x' })).status).toBe(
      400,
    );
    expect((await owner.call('GET', '?filter=all')).body.items).toEqual([]);
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
      const map = (await owner.call('POST', '', { title: 'Ao vivo' }, tab)).body as MindMap;
      await owner.call('PATCH', `/${map.id}`, { title: 'Ao vivo 2' }, tab);
      await owner.call('PUT', `/${map.id}/favourite`, undefined, tab);
      await owner.call('POST', `/${map.id}/archive`, undefined, tab);
      await owner.call('DELETE', `/${map.id}`, undefined, tab);

      const origin = tab[TAB_HEADER];
      expect(seen).toEqual(
        ['created', 'updated', 'updated', 'deleted'].map((verb) => ({
          name: `mind-maps.map.${verb}`,
          actorId: owner.userId,
          origin,
        })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId);
      expect(messages.map((m) => [m.type, m.entity, m.id, m.origin])).toEqual([
        ['created', 'mind-maps', map.id, origin],
        ['updated', 'mind-maps', map.id, origin],
        ['updated', 'mind-maps', map.id, origin],
        ['deleted', 'mind-maps', map.id, origin],
      ]);
      // What every member sees: no one person's favourite mark.
      expect(messages[1]!.data).toMatchObject({ id: map.id, title: 'Ao vivo 2' });
      expect(messages[1]!.data).not.toHaveProperty('favourite');
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
