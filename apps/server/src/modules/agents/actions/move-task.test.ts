import { describe, expect, it } from 'vitest';
import {
  apiClient,
  callerFor,
  expectStatus,
  memberOf,
  testApp,
  testDatabase,
} from '../../../test/kit';
import { action, envFor, expectPermanent, previewAction, runAction } from './action-testing';

const database = testDatabase();
const app = await testApp();
const flow = apiClient('/api/app/flow');

async function withTask() {
  const ana = await flow.newCaller(app, database);
  const list = expectStatus(await ana.post<{ id: string }>('/lists', { name: 'Obras' }), 201);
  const task = expectStatus(
    await ana.post<{ id: string }>(`/lists/${list.id}/tasks`, { title: 'Pintar' }),
    201,
  );
  return { ana, taskId: task.id };
}

const move = (status = 'done') => action({ kind: 'move_task', taskId: '{{event.taskId}}', status });

describe('agent action: move_task', () => {
  it('moves the task named by the event to the status, through flow (moved + completed events)', async () => {
    const { ana, taskId } = await withTask();
    const seen: string[] = [];
    const offs = [
      app.ctx.events.onInTransaction('flow.task.moved', (e) => {
        if (e.taskId === taskId) seen.push(`moved:${e.from}>${e.to}:${e.actorId}`);
      }),
      app.ctx.events.onInTransaction('flow.task.completed', (e) => {
        if (e.taskId === taskId) seen.push(`completed:${e.actorId}`);
      }),
    ];
    const env = envFor(app, { ...ana, input: { event: { taskId } } });
    const out = await runAction(move(), env).finally(() => offs.forEach((off) => off()));
    expect(out).toEqual({ taskId, from: 'todo', to: 'done', moved: true });
    expect(expectStatus(await ana.get(`/tasks/${taskId}`), 200)).toMatchObject({ status: 'done' });
    expect(seen).toEqual([`moved:todo>done:${ana.userId}`, `completed:${ana.userId}`]);

    // Already there: nothing happens (no event an agent on moves could wake on again).
    expect(await runAction(move(), env)).toEqual({
      taskId,
      from: 'done',
      to: 'done',
      moved: false,
    });
  });

  it('refuses, for good and in pt-BR: another workspace’s task, a non-id, a bad status, a forbidden change', async () => {
    const { taskId: foreign } = await withTask();
    const { ana, taskId } = await withTask();
    const env = (id: string) => envFor(app, { ...ana, input: { event: { taskId: id } } });
    await expectPermanent(runAction(move(), env(foreign)), 'Tarefa não encontrada.');
    await expectPermanent(runAction(move(), env('not-an-id')), 'Tarefa não encontrada.');
    await expectPermanent(
      runAction(move('finished'), env(taskId)),
      /^Situação “finished” inválida\. Use uma destas: todo \(A fazer\), doing \(Fazendo\)/,
    );
    await expectPermanent(
      runAction(move('archived'), env(taskId)),
      'Só tarefas feitas ou canceladas podem ser arquivadas.',
    );
    expect(expectStatus(await ana.get(`/tasks/${foreign}`), 404)).toBeTruthy();
    // The other workspace's task did not move.
    const other = await flow.newCaller(app, database);
    expect((await other.get(`/tasks/${taskId}`)).status).toBe(404);
    expect(expectStatus(await ana.get(`/tasks/${taskId}`), 200)).toMatchObject({ status: 'todo' });
  });

  it('previews the rendered id and status and the change problem, moving nothing', async () => {
    const { ana, taskId } = await withTask();
    const env = envFor(app, { ...ana, input: { event: { taskId } } });
    expect(await previewAction(move(), env)).toEqual({
      rendered: { taskId, status: 'done' },
      problem: null,
    });
    expect((await previewAction(move('archived'), env)).problem).toBe(
      'Só tarefas feitas ou canceladas podem ser arquivadas.',
    );
    const { taskId: foreign } = await withTask();
    const elsewhere = envFor(app, { ...ana, input: { event: { taskId: foreign } } });
    expect((await previewAction(move(), elsewhere)).problem).toBe('Tarefa não encontrada.');
    expect(expectStatus(await ana.get(`/tasks/${taskId}`), 200)).toMatchObject({ status: 'todo' });
  });

  it('acts as its creator: a task or list a restricted hub narrows away from them is missing', async () => {
    const { ana, taskId } = await withTask();
    const { listId } = expectStatus(await ana.get<{ listId: string }>(`/tasks/${taskId}`), 200);
    const fabrica = callerFor(app, '/api/app/fabrica', ana.token, ana);
    const hub = expectStatus(
      await fabrica.post<{ id: string }>('/hubs', { name: 'Diretoria', restricted: true }),
      201,
    );
    expectStatus(
      await fabrica.post(`/hubs/${hub.id}/itens`, { kind: 'lista', recordId: listId }),
      200,
    );
    const creator = async (inHub: boolean) => {
      const who = await memberOf(database, 'editor', ana.workspaceId);
      if (inHub)
        expectStatus(
          await fabrica.post(`/hubs/${hub.id}/membros`, { userId: who.userId, role: 'editor' }),
          200,
        );
      return envFor(app, { ...who, role: 'editor', input: { event: { taskId } } });
    };
    const add = action({ kind: 'create_task', listId, title: 'Intrusa' });

    const outside = await creator(false);
    expect((await previewAction(move(), outside)).problem).toBe('Tarefa não encontrada.');
    await expectPermanent(runAction(move('todo'), outside), 'Tarefa não encontrada.');
    await expectPermanent(runAction(move(), outside), 'Tarefa não encontrada.');
    expect((await previewAction(add, outside)).problem).toBe('Lista não encontrada.');

    const member = await creator(true);
    expect((await previewAction(move(), member)).problem).toBeNull();
    expect((await previewAction(add, member)).problem).toBeNull();
    expect(await runAction(move(), member)).toMatchObject({ taskId, moved: true });
  });
});
