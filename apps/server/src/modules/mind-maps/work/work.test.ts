import { TASK_TITLE_MAX } from '@orbita/contracts';
import { MIND_MAP_CONVERT_MAX } from '@orbita/contracts/mind-maps';
import { addChild, indexTree, initMap, readTree, updateNode } from '@orbita/contracts/mind-map-doc';
import {
  mindMapRoom,
  type ConvertNodesResult,
  type ListMap,
  type NodeLinks,
  type TaskMapLink,
} from '@orbita/contracts/mind-maps';
import { eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import {
  apiClient,
  callerFor,
  expectStatus,
  testApp,
  testDatabase,
  type Caller,
} from '../../../test/kit';
import { titleOf } from './convert';
import { mindMapNodeLinks } from './schema';

const database = testDatabase();
const app = await testApp();
const { newCaller, joinAs } = apiClient('/api/app/mind-space/mind-maps');

type Task = { id: string; code: string; title: string; description: string; status: string };

/** The same person on flow's API. */
const flowOf = (c: Caller) =>
  callerFor(app, '/api/app/flow', c.token, {
    userId: c.userId,
    workspaceId: c.workspaceId,
    role: c.role,
  });

async function listIn(c: Caller, name = 'Lista do mapa', prefix = 'MAP'): Promise<string> {
  return expectStatus(
    await flowOf(c).post<{ id: string }>('/lists', {
      name,
      sequence: { prefix, width: 3, suffix: '' },
    }),
    201,
  ).id;
}

async function tasksOf(c: Caller, listId: string): Promise<Task[]> {
  return expectStatus(
    await flowOf(c).get<{ items: Task[] }>(`/lists/${listId}/tasks?limit=100`),
    200,
  ).items;
}

/**
 * A map of `owner`'s workspace whose document `build` fills (through the collaboration
 * layer, as an editor would); answers the map id and the node ids `build` named.
 */
async function mapWith<T extends Record<string, string>>(
  owner: Caller,
  build: (doc: Y.Doc) => T,
): Promise<{ mapId: string; ids: T }> {
  const map = expectStatus(await owner.post<{ id: string }>('', { title: 'Plano' }), 201);
  let ids: T | undefined;
  await app.collab.change(mindMapRoom(map.id), owner.workspaceId, null, (doc) => {
    initMap(doc, 'Plano');
    ids = build(doc);
  });
  return { mapId: map.id, ids: ids! };
}

/** Root → A (A1, A2 with a note) and B (with a note). */
const branchy = (doc: Y.Doc) => {
  const a = addChild(doc, 'root', 'Preparar   lançamento');
  const a1 = addChild(doc, a, 'Escrever post');
  const a2 = addChild(doc, a, 'Gravar vídeo');
  updateNode(doc, a2, { note: 'Até sexta, com legenda' });
  const b = addChild(doc, 'root', 'Ligar para o fornecedor');
  updateNode(doc, b, { note: 'Pedir desconto' });
  return { a, a1, a2, b };
};

async function nodesOf(mapId: string, workspaceId: string) {
  const doc = await app.collab.read(mindMapRoom(mapId), workspaceId);
  try {
    return indexTree(readTree(doc));
  } finally {
    doc.destroy();
  }
}

const linksOf = (mapId: string) =>
  database.db.select().from(mindMapNodeLinks).where(eq(mindMapNodeLinks.mapId, mapId));

describe('mind maps: nodes become tasks', () => {
  it('turns a branch into tasks of a list in map order, links each node and writes its code into it', async () => {
    const owner = await newCaller(app, database);
    const listId = await listIn(owner);
    const { mapId, ids } = await mapWith(owner, branchy);
    const publish = vi.spyOn(app.realtime, 'publish');

    const result = expectStatus(
      await owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, {
        nodeIds: [ids.a],
        target: 'tasks',
        listId,
        includeDescendants: true,
      }),
      200,
    );
    expect(result.skipped).toEqual([]);
    // Flow's boards (and the map's badges) hear of each new task.
    const told = publish.mock.calls
      .map(([m]) => m)
      .filter((m) => m.workspaceId === owner.workspaceId && m.entity === 'flow-task');
    publish.mockRestore();
    expect(told.map((m) => [m.type, m.id])).toEqual(
      result.converted.map((l) => ['created', l.recordId]),
    );
    expect(result.converted.map((l) => [l.nodeId, l.code, l.title, l.status, l.done])).toEqual([
      [ids.a, 'MAP-001', 'Preparar lançamento', 'todo', false],
      [ids.a1, 'MAP-002', 'Escrever post', 'todo', false],
      [ids.a2, 'MAP-003', 'Gravar vídeo', 'todo', false],
    ]);

    const tasks = await tasksOf(owner, listId);
    expect(tasks.map((t) => t.title).sort()).toEqual(
      ['Escrever post', 'Gravar vídeo', 'Preparar lançamento'].sort(),
    );
    const video = tasks.find((t) => t.title === 'Gravar vídeo')!;
    const detail = expectStatus(await flowOf(owner).get<Task>(`/tasks/${video.id}`), 200);
    expect(detail.description).toBe('Até sexta, com legenda');

    const links = await linksOf(mapId);
    expect(links.map((l) => [l.nodeId, l.kind, l.workspaceId]).sort()).toEqual(
      [ids.a, ids.a1, ids.a2].map((id) => [id, 'task', owner.workspaceId]).sort(),
    );

    const nodes = await nodesOf(mapId, owner.workspaceId);
    expect(nodes.get(ids.a2)).toMatchObject({ taskId: video.id, taskCode: 'MAP-003' });
    expect(nodes.get(ids.b)).toMatchObject({ taskId: null, taskCode: null });
  });

  it('never converts a node twice, not even two requests at once', async () => {
    const owner = await newCaller(app, database);
    const listId = await listIn(owner);
    const { mapId, ids } = await mapWith(owner, branchy);
    const body = { nodeIds: [ids.a], target: 'tasks', listId, includeDescendants: true };

    const [first, second] = await Promise.all([
      owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, body),
      owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.converted.length + second.body.converted.length).toBe(3);
    expect(first.body.skipped.length + second.body.skipped.length).toBe(3);

    const again = expectStatus(
      await owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, {
        nodeIds: [ids.a2, ids.b],
        target: 'tasks',
        listId,
      }),
      200,
    );
    expect(again.converted.map((l) => l.nodeId)).toEqual([ids.b]);
    expect(again.skipped).toEqual([ids.a2]);
    expect(await tasksOf(owner, listId)).toHaveLength(4);
    expect(await linksOf(mapId)).toHaveLength(4);
  });

  it(`converts a branch of ${MIND_MAP_CONVERT_MAX} nodes at once and refuses a bigger one`, async () => {
    const owner = await newCaller(app, database);
    const listId = await listIn(owner);
    const { mapId, ids } = await mapWith(owner, (doc) => {
      const big = addChild(doc, 'root', 'Grande');
      for (let i = 1; i < MIND_MAP_CONVERT_MAX; i++) addChild(doc, big, `Passo ${i}`);
      const bigger = addChild(doc, 'root', 'Maior');
      for (let i = 0; i < MIND_MAP_CONVERT_MAX; i++) addChild(doc, bigger, `Etapa ${i}`);
      return { big, bigger };
    });
    const convert = (id: string) =>
      owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, {
        nodeIds: [id],
        target: 'tasks',
        listId,
        includeDescendants: true,
      });
    expect(await convert(ids.bigger)).toMatchObject({
      status: 400,
      body: { message: `Converta no máximo ${MIND_MAP_CONVERT_MAX} nós de uma vez.` },
    });
    const done = expectStatus(await convert(ids.big), 200);
    expect(done.converted).toHaveLength(MIND_MAP_CONVERT_MAX);
    expect(done.converted.at(-1)).toMatchObject({ title: `Passo ${MIND_MAP_CONVERT_MAX - 1}` });
    const links = expectStatus(await owner.get<NodeLinks>(`/${mapId}/links`), 200).links;
    expect(links).toHaveLength(MIND_MAP_CONVERT_MAX);
  });

  it('keeps titles within flow’s limit and names an empty node', async () => {
    const owner = await newCaller(app, database);
    const listId = await listIn(owner);
    const long = 'palavra '.repeat(100);
    const { mapId, ids } = await mapWith(owner, (doc) => ({
      long: addChild(doc, 'root', long),
      empty: addChild(doc, 'root', ''),
    }));
    const result = expectStatus(
      await owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, {
        nodeIds: [ids.long, ids.empty],
        target: 'tasks',
        listId,
        status: 'doing',
      }),
      200,
    );
    const [longTitle, empty] = result.converted.map((l) => l.title);
    expect(longTitle).toHaveLength(TASK_TITLE_MAX);
    expect(longTitle!.endsWith('…')).toBe(true);
    expect(empty).toBe('Sem título');
    expect((await tasksOf(owner, listId)).map((t) => t.status)).toEqual(['doing', 'doing']);
  });

  it('turns nodes into inbox items (text and note as the content)', async () => {
    const owner = await newCaller(app, database);
    const { mapId, ids } = await mapWith(owner, branchy);
    const result = expectStatus(
      await owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, {
        nodeIds: [ids.b],
        target: 'inbox',
      }),
      200,
    );
    expect(result.converted).toEqual([
      expect.objectContaining({
        nodeId: ids.b,
        kind: 'inbox',
        status: 'collected',
        statusLabel: 'Coletado',
      }),
    ]);
    const items = expectStatus(
      await flowOf(owner).get<{ items: { id: string; content: string }[] }>('/items'),
      200,
    ).items;
    expect(items.map((i) => i.content)).toEqual(['Ligar para o fornecedor\n\nPedir desconto']);
    expect((await nodesOf(mapId, owner.workspaceId)).get(ids.b)).toMatchObject({
      taskId: items[0]!.id,
      taskCode: result.converted[0]!.code,
    });

    // Processed into a task later, in the inbox: the node's badge follows the task.
    const listId = await listIn(owner);
    const processed = expectStatus(
      await flowOf(owner).post<{ task: Task }>(`/items/${items[0]!.id}/process`, {
        action: 'next-action',
        listId,
      }),
      200,
    );
    expect(expectStatus(await owner.get<NodeLinks>(`/${mapId}/links`), 200).links).toEqual([
      expect.objectContaining({
        nodeId: ids.b,
        kind: 'task',
        recordId: processed.task.id,
        code: processed.task.code,
        status: 'todo',
        listId,
      }),
    ]);
  });

  it('refuses unknown nodes, the central idea and a missing list, in pt-BR, and creates nothing', async () => {
    const owner = await newCaller(app, database);
    const listId = await listIn(owner);
    const { mapId, ids } = await mapWith(owner, branchy);
    const convert = (body: object) => owner.post(`/${mapId}/nodes/convert`, body);

    expect(
      await convert({ nodeIds: [ids.a, 'nao-existe'], target: 'tasks', listId }),
    ).toMatchObject({ status: 404, body: { message: 'Nó não encontrado neste mapa.' } });
    expect(await convert({ nodeIds: ['root'], target: 'tasks', listId })).toMatchObject({
      status: 400,
      body: { message: 'A ideia central não pode virar tarefa: escolha um ramo.' },
    });
    expect(await convert({ nodeIds: [ids.a], target: 'tasks' })).toMatchObject({
      status: 400,
      body: { fields: { listId: 'Escolha a lista das tarefas.' } },
    });
    expect(await tasksOf(owner, listId)).toEqual([]);
    expect(await linksOf(mapId)).toEqual([]);
  });

  it("answers 404 for another workspace's list or map, and 403 to an Observador", async () => {
    const owner = await newCaller(app, database);
    const outsider = await newCaller(app, database);
    const theirList = await listIn(outsider, 'Lista alheia');
    const { mapId, ids } = await mapWith(owner, branchy);

    const foreignList = await owner.post(`/${mapId}/nodes/convert`, {
      nodeIds: [ids.a],
      target: 'tasks',
      listId: theirList,
      includeDescendants: true,
    });
    expect(foreignList).toMatchObject({ status: 404, body: { message: 'Lista não encontrada.' } });
    expect(await tasksOf(outsider, theirList)).toEqual([]);
    expect(await linksOf(mapId)).toEqual([]);

    const ownList = await listIn(outsider, 'Lista própria', 'OUT');
    expect(
      await outsider.post(`/${mapId}/nodes/convert`, {
        nodeIds: [ids.a],
        target: 'tasks',
        listId: ownList,
      }),
    ).toMatchObject({ status: 404, body: { message: 'Mapa não encontrado.' } });
    expect(await outsider.get(`/${mapId}/links`)).toMatchObject({ status: 404 });

    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const myList = await listIn(owner, 'Minha lista', 'MIN');
    expect(
      (
        await viewer.post(`/${mapId}/nodes/convert`, {
          nodeIds: [ids.a],
          target: 'tasks',
          listId: myList,
        })
      ).status,
    ).toBe(403);
    expect(await viewer.get(`/${mapId}/links`)).toMatchObject({ status: 200, body: { links: [] } });
  });
});

describe('a node’s text as a task title', () => {
  it('is one line, within the limit, never ending in half an emoji', () => {
    expect(titleOf('  Comprar\n  pão \t ')).toBe('Comprar pão');
    const emoji = titleOf('😀'.repeat(200));
    expect(emoji.length).toBeLessThanOrEqual(TASK_TITLE_MAX);
    expect(emoji).toMatch(/^(😀)+…$/u);
    expect(titleOf(' \n ')).toBe('Sem título');
  });
});

describe('mind maps: the status badge of linked work', () => {
  it('follows the task: open, done, then gone when deleted', async () => {
    const owner = await newCaller(app, database);
    const listId = await listIn(owner);
    const { mapId, ids } = await mapWith(owner, branchy);
    const converted = expectStatus(
      await owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, {
        nodeIds: [ids.a1],
        target: 'tasks',
        listId,
      }),
      200,
    ).converted[0]!;
    const badge = async () =>
      expectStatus(await owner.get<NodeLinks>(`/${mapId}/links`), 200).links;

    expect(await badge()).toEqual([
      {
        nodeId: ids.a1,
        kind: 'task',
        recordId: converted.recordId,
        code: 'MAP-001',
        title: 'Escrever post',
        status: 'todo',
        statusLabel: 'A fazer',
        color: '#90a4ae',
        done: false,
        gone: false,
        listId,
      },
    ]);

    expectStatus(
      await flowOf(owner).patch(`/tasks/${converted.recordId}`, {
        status: 'done',
        title: 'Escrever o post',
      }),
      200,
    );
    expect(await badge()).toEqual([
      expect.objectContaining({
        title: 'Escrever o post',
        status: 'done',
        statusLabel: 'Feito',
        color: '#2e7d32',
        done: true,
        gone: false,
      }),
    ]);

    expect((await flowOf(owner).del(`/tasks/${converted.recordId}`)).status).toBe(200);
    expect(await badge()).toEqual([
      expect.objectContaining({
        code: 'MAP-001',
        title: 'Escrever post',
        status: null,
        statusLabel: 'Excluída',
        done: false,
        gone: true,
        listId: null,
      }),
    ]);
  });

  it('names the map node a task came from (the task drawer), 404 for any other task', async () => {
    const owner = await newCaller(app, database);
    const listId = await listIn(owner);
    const { mapId, ids } = await mapWith(owner, branchy);
    const link = expectStatus(
      await owner.post<ConvertNodesResult>(`/${mapId}/nodes/convert`, {
        nodeIds: [ids.b],
        target: 'tasks',
        listId,
      }),
      200,
    ).converted[0]!;
    expect(expectStatus(await owner.get<TaskMapLink>(`/task-links/${link.recordId}`), 200)).toEqual(
      { mapId, mapTitle: 'Plano', nodeId: ids.b },
    );
    const plain = expectStatus(
      await flowOf(owner).post<Task>(`/lists/${listId}/tasks`, { title: 'Sem mapa' }),
      201,
    );
    expect(await owner.get(`/task-links/${plain.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Esta tarefa não está ligada a um nó de mapa.' },
    });
    const outsider = await newCaller(app, database);
    expect((await outsider.get(`/task-links/${link.recordId}`)).status).toBe(404);
  });
});

describe('mind maps: a list as a map', () => {
  it('is the list name, its statuses in board order and their tasks in column order, read-only', async () => {
    const owner = await newCaller(app, database);
    const listId = await listIn(owner, 'Lançamento', 'LAN');
    const flow = flowOf(owner);
    const make = async (title: string, status?: string) =>
      expectStatus(
        await flow.post<Task>(`/lists/${listId}/tasks`, { title, ...(status ? { status } : {}) }),
        201,
      );
    const first = await make('Primeira');
    const second = await make('Segunda');
    const doing = await make('Em curso', 'doing');
    await make('Pronta', 'done');

    const map = expectStatus(await owner.get<ListMap>(`/from-list/${listId}`), 200);
    expect(map).toMatchObject({ listId, readonly: true, truncated: false });
    expect(map.root).toMatchObject({ id: 'root', parentId: null, depth: 0, text: 'Lançamento' });
    expect(map.root.children.map((s) => [s.id, s.text, s.collapsed, s.children.length])).toEqual([
      ['status:todo', 'A fazer', false, 2],
      ['status:doing', 'Fazendo', false, 1],
      ['status:done', 'Feito', false, 1],
      ['status:canceled', 'Cancelado', true, 0],
      ['status:archived', 'Arquivado', true, 0],
    ]);
    expect(map.root.children[0]!.children).toEqual([
      expect.objectContaining({
        id: first.id,
        parentId: 'status:todo',
        depth: 2,
        text: 'Primeira',
        taskId: first.id,
        taskCode: 'LAN-001',
        children: [],
      }),
      expect.objectContaining({ id: second.id, text: 'Segunda', taskCode: 'LAN-002' }),
    ]);
    expect(map.root.children[1]!.children[0]).toMatchObject({ id: doing.id, taskCode: 'LAN-003' });

    // Board order, not creation order: moving the second task to the top shows it first.
    expectStatus(
      await flow.post(`/tasks/${second.id}/move`, { status: 'todo', beforeId: first.id }),
      200,
    );
    const moved = expectStatus(await owner.get<ListMap>(`/from-list/${listId}`), 200);
    expect(moved.root.children[0]!.children.map((t) => t.text)).toEqual(['Segunda', 'Primeira']);

    const outsider = await newCaller(app, database);
    expect(await outsider.get(`/from-list/${listId}`)).toMatchObject({
      status: 404,
      body: { message: 'Lista não encontrada.' },
    });
  });
});
