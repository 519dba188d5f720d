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
