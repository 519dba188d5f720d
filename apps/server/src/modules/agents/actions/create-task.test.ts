import { describe, expect, it } from 'vitest';
import { apiClient, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { action, envFor, expectPermanent, previewAction, runAction } from './action-testing';

const database = testDatabase();
const app = await testApp();
const flow = apiClient('/api/app/flow');

async function withList() {
  const ana = await flow.newCaller(app, database);
  const list = expectStatus(await ana.post<{ id: string }>('/lists', { name: 'Vendas' }), 201);
  return { ana, listId: list.id };
}

const taskIn = (listId: string) =>
  action({
    kind: 'create_task',
    listId,
    title: 'Retornar {{event.client}}',
    description: 'Pedido {{event.order}}',
  });

describe('agent action: create_task', () => {
  it('creates the rendered task in the workspace list as the creator', async () => {
    const { ana, listId } = await withList();
    const env = envFor(app, { ...ana, input: { event: { client: 'ACME', order: 42 } } });
    const out = await runAction(taskIn(listId), env);
    expect(out).toEqual({ taskId: expect.any(String), code: expect.any(String) });
    const task = expectStatus(await ana.get(`/tasks/${out.taskId as string}`), 200);
    expect(task).toMatchObject({
      listId,
      title: 'Retornar ACME',
      description: 'Pedido 42',
      status: 'todo',
      code: out.code,
    });
  });

  it('refuses another workspace’s list like a missing one, for good, and writes nothing', async () => {
    const { listId: foreign } = await withList();
    const { ana, listId } = await withList();
    const env = envFor(app, { ...ana, input: { event: { client: 'X' } } });
    await expectPermanent(runAction(taskIn(foreign), env), 'Lista não encontrada.');
    await expectPermanent(
      runAction(taskIn(listId), { ...env, actor: { ...env.actor, role: 'viewer' } }),
      /^O agente age como Observador e não pode “Criar tarefa”/,
    );
    const tasks = expectStatus(await ana.get<{ items: unknown[] }>(`/lists/${listId}/tasks`), 200);
    expect(tasks.items).toHaveLength(0);
  });

  it('refuses a title that renders empty with flow’s own message', async () => {
    const { ana, listId } = await withList();
    const empty = action({ kind: 'create_task', listId, title: '{{event.missing}}' });
    await expectPermanent(runAction(empty, envFor(app, ana)), 'Informe o título da tarefa.');
  });

  it('previews the rendered fields; another workspace’s list is the problem it would hit', async () => {
    const { listId: foreign } = await withList();
    const { ana, listId } = await withList();
    const env = envFor(app, { ...ana, input: { event: { client: 'ACME', order: 7 } } });
    expect(await previewAction(taskIn(listId), env)).toEqual({
      rendered: { listId, title: 'Retornar ACME', description: 'Pedido 7' },
      problem: null,
    });
    expect((await previewAction(taskIn(foreign), env)).problem).toBe('Lista não encontrada.');
    const tasks = expectStatus(await ana.get<{ items: unknown[] }>(`/lists/${listId}/tasks`), 200);
    expect(tasks.items).toHaveLength(0);
  });
});
