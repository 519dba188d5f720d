import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../test/kit';
import { expectVersionedEdits } from '../../test/version-conflicts';
import { newCaller } from './testing';

const database = testDatabase();
const app = await testApp();

const created = async (answer: Promise<{ status: number; body: unknown }>) =>
  expectStatus(await answer, 201) as { id: string };

describe('flow: concurrent edits of the same version, the second answers 409 with the current record', () => {
  it('tasks', async () => {
    const owner = await newCaller(app, database);
    const list = await created(owner.post('/lists', { name: 'Lista' }));
    const task = await created(owner.post(`/lists/${list.id}/tasks`, { title: 'Original' }));
    await expectVersionedEdits(owner, {
      path: `/tasks/${task.id}`,
      first: { title: 'Minha versão', priority: 'high' },
      second: { title: 'Versão da outra pessoa' },
    });
  });
});

describe('flow: the other editable records follow the same contract', () => {
  it('lists', async () => {
    const owner = await newCaller(app, database);
    const list = await created(owner.post('/lists', { name: 'Lista' }));
    await expectVersionedEdits(owner, {
      path: `/lists/${list.id}`,
      first: { name: 'Minha lista', color: '#e57373' },
      second: { name: 'Lista da outra pessoa' },
    });
  });

  it('inbox items', async () => {
    const owner = await newCaller(app, database);
    const item = await created(owner.post('/items', { content: 'Ligar', parse: false }));
    await expectVersionedEdits(owner, {
      path: `/items/${item.id}`,
      first: { content: 'Ligar para a Ana', someday: true },
      second: { content: 'Ligar para o Beto' },
    });
  });

  it('processes, their stages and cards', async () => {
    const owner = await newCaller(app, database);
    const process = (await created(
      owner.post('/processes', { name: 'Vendas', stages: [{ name: 'Contato' }] }),
    )) as { id: string; stages: { id: string }[] };
    await expectVersionedEdits(owner, {
      path: `/processes/${process.id}`,
      first: { name: 'Vendas B2B', description: 'Empresas' },
      second: { name: 'Vendas B2C' },
    });
    const stageId = process.stages[0]!.id;
    await expectVersionedEdits(owner, {
      path: `/processes/${process.id}/stages/${stageId}`,
      read: `/processes/${process.id}`,
      pick: (answer) => (answer.stages as { id: string }[]).find((s) => s.id === stageId),
      first: { name: 'Primeiro contato', wipLimit: 3 },
      second: { name: 'Contato inicial' },
    });
    const card = await created(owner.post(`/processes/${process.id}/cards`, { title: 'Acme' }));
    await expectVersionedEdits(owner, {
      path: `/cards/${card.id}`,
      first: { title: 'Acme Ltda', description: 'Indicação' },
      second: { title: 'Acme S.A.' },
    });
  });

  it('checklist items (text and done)', async () => {
    const owner = await newCaller(app, database);
    const list = await created(owner.post('/lists', { name: 'Lista' }));
    const task = await created(owner.post(`/lists/${list.id}/tasks`, { title: 'Tarefa' }));
    const item = await created(owner.post(`/tasks/${task.id}/checklist`, { text: 'Comprar pão' }));
    await expectVersionedEdits(owner, {
      path: `/tasks/${task.id}/checklist/${item.id}`,
      read: `/tasks/${task.id}`,
      pick: (answer) =>
        (answer.checklistItems as { id: string }[] | undefined)?.find((i) => i.id === item.id) ??
        answer,
      first: { text: 'Comprar pão integral', done: true },
      second: { done: false },
    });
  });

  it('checklist reorder takes the item version: a move made on an item changed since, 409 with the item as it is', async () => {
    const owner = await newCaller(app, database);
    const list = await created(owner.post('/lists', { name: 'Lista' }));
    const task = await created(owner.post(`/lists/${list.id}/tasks`, { title: 'Tarefa' }));
    type Item = { id: string; text: string; version: number };
    const a = (await created(owner.post(`/tasks/${task.id}/checklist`, { text: 'A' }))) as Item;
    const b = (await created(owner.post(`/tasks/${task.id}/checklist`, { text: 'B' }))) as Item;
    const order = async () =>
      expectStatus(await owner.get<{ checklistItems: Item[] }>(`/tasks/${task.id}`), 200)
        .checklistItems.map((i) => i.text)
        .join('');
    // Someone moves B to the top (B's version moves)…
    const first = expectStatus(
      await owner.post<Item>(`/tasks/${task.id}/checklist/${b.id}/move`, {
        beforeId: a.id,
        version: b.version,
      }),
      200,
    );
    expect(first.version).toBe(b.version + 1);
    // …and a second person, on the list they saw, moves B after A: refused, B stays on top.
    const stale = await owner.post<{ code: string; current: Item }>(
      `/tasks/${task.id}/checklist/${b.id}/move`,
      { afterId: a.id, version: b.version },
    );
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'conflict',
      current: { id: b.id, version: first.version },
    });
    expect(await order()).toBe('BA');
    // On the current version it passes; without a version (scripts), last write wins.
    expectStatus(
      await owner.post(`/tasks/${task.id}/checklist/${b.id}/move`, {
        afterId: a.id,
        version: first.version,
      }),
      200,
    );
    expect(await order()).toBe('AB');
    expectStatus(
      await owner.post(`/tasks/${task.id}/checklist/${b.id}/move`, { beforeId: a.id }),
      200,
    );
    expect(await order()).toBe('BA');
  });

  it('comments (the author editing from two tabs)', async () => {
    const owner = await newCaller(app, database);
    const list = await created(owner.post('/lists', { name: 'Lista' }));
    const task = await created(owner.post(`/lists/${list.id}/tasks`, { title: 'Tarefa' }));
    const comment = await created(owner.post(`/tasks/${task.id}/comments`, { body: 'Primeira' }));
    await expectVersionedEdits(owner, {
      path: `/tasks/${task.id}/comments/${comment.id}`,
      read: `/tasks/${task.id}/comments`,
      pick: (answer) =>
        (answer.items as { id: string }[] | undefined)?.find((c) => c.id === comment.id) ?? answer,
      first: { body: 'Primeira, corrigida' },
      second: { body: 'Outra correção' },
    });
  });

  it('stage reorder: two people reordering the same board, the second gets 409 and the board as it is', async () => {
    const owner = await newCaller(app, database);
    type Board = { id: string; version: number; stages: { id: string; name: string }[] };
    const board = expectStatus(
      await owner.post<Board>('/processes', {
        name: 'Vendas',
        stages: ['A', 'B', 'C', 'D'].map((name) => ({ name })),
      }),
      201,
    );
    const [a, , , d] = board.stages.map((s) => s.id);
    const names = (p: Board) => p.stages.map((s) => s.name).join('');
    // Both saw A B C D. The first moves D to the front…
    const first = expectStatus(
      await owner.post<Board>(`/processes/${board.id}/stages/${d}/move`, {
        beforeId: a,
        version: board.version,
      }),
      200,
    );
    expect(names(first)).toBe('DABC');
    expect(first.version).toBe(board.version + 1);
    // …the second, on the board they saw, moves A after D ("A last"): it would land second.
    const second = await owner.post<{ code: string; current: Board }>(
      `/processes/${board.id}/stages/${a}/move`,
      { afterId: d, version: board.version },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body.code).toBe('conflict');
    expect(names(second.body.current)).toBe('DABC');
    expect(second.body.current.version).toBe(board.version + 1);
    const now = expectStatus(await owner.get<Board>(`/processes/${board.id}`), 200);
    expect(names(now)).toBe('DABC');
    // Adding and deleting a stage change the order too: a move made before either is stale.
    const added = expectStatus(
      await owner.post<Board>(`/processes/${board.id}/stages`, { name: 'E' }),
      201,
    );
    expect(added.version).toBe(now.version + 1);
    const stale = await owner.post(`/processes/${board.id}/stages/${a}/move`, {
      afterId: d,
      version: now.version,
    });
    expect(stale.status).toBe(409);
    // Renaming a stage does not touch the order: a move made before it still passes.
    expectStatus(await owner.patch(`/processes/${board.id}/stages/${a}`, { name: 'A1' }), 200);
    const moved = expectStatus(
      await owner.post<Board>(`/processes/${board.id}/stages/${a}/move`, {
        beforeId: d,
        version: added.version,
      }),
      200,
    );
    expect(names(moved)).toBe('A1DBCE');
    // Without `version` (API keys, scripts) a move still passes.
    expectStatus(await owner.post(`/processes/${board.id}/stages/${d}/move`, {}), 200);
  });

  it('adding or deleting a stage takes the process version: made on an older board, 409 and nothing changes', async () => {
    const owner = await newCaller(app, database);
    type Board = { id: string; version: number; stages: { id: string; name: string }[] };
    const board = expectStatus(
      await owner.post<Board>('/processes', {
        name: 'Vendas',
        stages: ['A', 'B', 'C'].map((name) => ({ name })),
      }),
      201,
    );
    const [a, b, c] = board.stages.map((s) => s.id);
    const names = (p: Board) => p.stages.map((s) => s.name).join('');
    // Both saw A B C. The first adds X after A…
    const first = expectStatus(
      await owner.post<Board>(`/processes/${board.id}/stages`, {
        name: 'X',
        afterId: a,
        version: board.version,
      }),
      201,
    );
    expect(names(first)).toBe('AXBC');
    expect(first.version).toBe(board.version + 1);
    // …the second, on the board they saw, adds Y after A too: refused, no Y.
    const added = await owner.post<{ code: string; current: Board }>(
      `/processes/${board.id}/stages`,
      { name: 'Y', afterId: a, version: board.version },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(409);
    expect(added.body.code).toBe('conflict');
    expect(names(added.body.current)).toBe('AXBC');
    // Deleting on the old board: refused, B stays.
    const deleted = await owner.del<{ code: string; current: Board }>(
      `/processes/${board.id}/stages/${b}?version=${board.version}`,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(409);
    expect(deleted.body.code).toBe('conflict');
    expect(names(expectStatus(await owner.get<Board>(`/processes/${board.id}`), 200))).toBe('AXBC');
    // On the current board both pass and move the version; without one, last write wins.
    const gone = expectStatus(
      await owner.del<Board>(`/processes/${board.id}/stages/${b}?version=${first.version}`),
      200,
    );
    expect(names(gone)).toBe('AXC');
    expect(gone.version).toBe(first.version + 1);
    expectStatus(await owner.del(`/processes/${board.id}/stages/${c}`), 200);
    expectStatus(await owner.post(`/processes/${board.id}/stages`, { name: 'Z' }), 201);
  });

  it('a move makes a task edit form opened before it stale', async () => {
    const owner = await newCaller(app, database);
    const list = await created(owner.post('/lists', { name: 'Lista' }));
    const task = (await created(owner.post(`/lists/${list.id}/tasks`, { title: 'Original' }))) as {
      id: string;
      version: number;
    };
    expectStatus(await owner.post(`/tasks/${task.id}/move`, { status: 'doing' }), 200);
    const stale = await owner.patch(`/tasks/${task.id}`, {
      title: 'Editada',
      status: 'todo',
      version: task.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { status: 'doing', title: 'Original' } });
  });
});
