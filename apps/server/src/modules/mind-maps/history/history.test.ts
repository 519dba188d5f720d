import { randomUUID } from 'node:crypto';
import {
  addChild,
  deleteNodes,
  initMap,
  readTree,
  updateNode,
} from '@orbita/contracts/mind-map-doc';
import {
  mindMapRoom,
  type MindMapSessions,
  type MindMapVersion,
  type MindMapVersions,
} from '@orbita/contracts/mind-maps';
import { describe, expect, it, vi } from 'vitest';
import { apiClient, expectStatus, testApp, testDatabase, type Caller } from '../../../test/kit';

const database = testDatabase();
const app = await testApp();
const { newCaller, joinAs } = apiClient('/api/app/mind-space/mind-maps');

async function newMap(owner: Caller): Promise<string> {
  const map = expectStatus(await owner.post<{ id: string }>('', { title: 'Estudos' }), 201);
  await app.collab.change(mindMapRoom(map.id), owner.workspaceId, null, (doc) =>
    initMap(doc, 'Estudos'),
  );
  return map.id;
}

/** The texts of the map's first level, in order. */
async function branches(mapId: string, workspaceId: string): Promise<string[]> {
  const doc = await app.collab.read(mindMapRoom(mapId), workspaceId);
  try {
    return readTree(doc).children.map((n) => n.text);
  } finally {
    doc.destroy();
  }
}

const edit = (c: Caller, mapId: string, fn: Parameters<typeof app.collab.change>[3]) =>
  app.collab.change(mindMapRoom(mapId), c.workspaceId, { userId: c.userId }, fn);

describe('mind maps: named versions', () => {
  it('saves, lists (newest first, with who) and restores a version for everyone', async () => {
    const owner = await newCaller(app, database);
    const mapId = await newMap(owner);
    const publish = vi.spyOn(app.realtime, 'publish');
    await edit(owner, mapId, (doc) => {
      addChild(doc, 'root', 'Álgebra');
      addChild(doc, 'root', 'Geometria');
    });

    const saved = expectStatus(
      await owner.post<MindMapVersion>(`/${mapId}/versions`, { name: '  Antes da revisão ' }),
      201,
    );
    expect(saved).toMatchObject({
      name: 'Antes da revisão',
      createdBy: { id: owner.userId, name: 'Pessoa Teste' },
    });

    await edit(owner, mapId, (doc) => {
      const tree = readTree(doc);
      deleteNodes(doc, [tree.children[0]!.id]);
      addChild(doc, 'root', 'Cálculo');
    });
    expect(await branches(mapId, owner.workspaceId)).toEqual(['Geometria', 'Cálculo']);
    const later = expectStatus(
      await owner.post<MindMapVersion>(`/${mapId}/versions`, { name: 'Depois' }),
      201,
    );

    const listed = expectStatus(await owner.get<MindMapVersions>(`/${mapId}/versions`), 200);
    expect(listed.versions.map((v) => v.id)).toEqual([later.id, saved.id]);

    expect((await owner.post(`/${mapId}/versions/${saved.id}/restore`)).status).toBe(204);
    expect(await branches(mapId, owner.workspaceId)).toEqual(['Álgebra', 'Geometria']);
    // A restore is a change like any other: the later version is still there to go back to.
    expect((await owner.post(`/${mapId}/versions/${later.id}/restore`)).status).toBe(204);
    expect(await branches(mapId, owner.workspaceId)).toEqual(['Geometria', 'Cálculo']);

    // Open history panels hear of each save and restore.
    const told = publish.mock.calls
      .map(([m]) => m)
      .filter((m) => m.entity === 'mind-map-history' && m.id === mapId);
    publish.mockRestore();
    expect(told.map((m) => [m.type, (m.data as { versionId: string }).versionId])).toEqual([
      ['created', saved.id],
      ['created', later.id],
      ['restored', saved.id],
      ['restored', later.id],
    ]);
  });

  it('refuses an empty name and an unknown version in pt-BR', async () => {
    const owner = await newCaller(app, database);
    const mapId = await newMap(owner);
    expect(await owner.post(`/${mapId}/versions`, { name: '   ' })).toMatchObject({
      status: 400,
      body: { fields: { name: 'Dê um nome à versão.' } },
    });
    expect(await owner.post(`/${mapId}/versions/${randomUUID()}/restore`)).toMatchObject({
      status: 404,
      body: { message: 'Versão não encontrada.' },
    });
  });

  it("lets an Observador read the history but not save or restore (403); another workspace's map is 404", async () => {
    const owner = await newCaller(app, database);
    const mapId = await newMap(owner);
    const version = expectStatus(
      await owner.post<MindMapVersion>(`/${mapId}/versions`, { name: 'Marco' }),
      201,
    );
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect((await viewer.get<MindMapVersions>(`/${mapId}/versions`)).body.versions).toHaveLength(1);
    expect((await viewer.get(`/${mapId}/sessions`)).status).toBe(200);
    expect((await viewer.post(`/${mapId}/versions`, { name: 'Não pode' })).status).toBe(403);
    expect((await viewer.post(`/${mapId}/versions/${version.id}/restore`)).status).toBe(403);

    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    expect((await editor.post(`/${mapId}/versions`, { name: 'Da editora' })).status).toBe(201);

    const outsider = await newCaller(app, database);
    for (const res of [
      await outsider.get(`/${mapId}/versions`),
      await outsider.post(`/${mapId}/versions`, { name: 'Invasão' }),
      await outsider.post(`/${mapId}/versions/${version.id}/restore`),
      await outsider.get(`/${mapId}/sessions`),
    ])
      expect(res).toMatchObject({ status: 404, body: { message: 'Mapa não encontrado.' } });
  });
});

describe('mind maps: who changed what', () => {
  it('lists editing sessions per person with the nodes added, edited and removed', async () => {
    const owner = await newCaller(app, database);
    const colleague = await joinAs(app, database, owner.workspaceId, 'editor', 'Bruna Lima');
    const mapId = await newMap(owner);
    const ids: string[] = [];
    await edit(owner, mapId, (doc) => {
      ids.push(addChild(doc, 'root', 'Um'), addChild(doc, 'root', 'Dois'));
    });
    await edit(owner, mapId, (doc) => addChild(doc, 'root', 'Três'));
    await edit(colleague, mapId, (doc) => {
      updateNode(doc, ids[0]!, { text: 'Um (revisto)' });
      deleteNodes(doc, [ids[1]!]);
    });

    const { sessions } = expectStatus(await owner.get<MindMapSessions>(`/${mapId}/sessions`), 200);
    expect(
      sessions.map((s) => [s.person?.name, s.added, s.edited, s.removed]),
      JSON.stringify(sessions),
    ).toEqual([
      ['Bruna Lima', 0, 1, 1],
      ['Pessoa Teste', 3, 0, 0],
    ]);
    expect(sessions[0]!.person).toEqual({ id: colleague.userId, name: 'Bruna Lima' });
    expect(Date.parse(sessions[1]!.startedAt)).toBeLessThanOrEqual(
      Date.parse(sessions[1]!.endedAt),
    );
    expect(
      (await owner.get<MindMapSessions>(`/${mapId}/sessions?limit=1`)).body.sessions,
    ).toHaveLength(1);
  });
});
