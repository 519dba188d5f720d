import { agentEventCatalog, type AgentEventName } from '@orbita/contracts/agents';
import { describe, expect, it } from 'vitest';
import type { AnyDomainEvent } from '../../../platform/events/bus';
import { apiClient, callerFor, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { valueAt } from './paths';
import { buildRunInput } from './input';

const database = testDatabase();
const app = await testApp();
const flow = apiClient('/api/app/flow');

const seen: AnyDomainEvent[] = [];
app.ctx.events.onAny((event) => {
  seen.push(event);
});
const lastOf = (name: AgentEventName, workspaceId: string) => {
  const found = seen.findLast((e) => e.name === name && e.payload.workspaceId === workspaceId);
  if (!found) throw new Error(`${name} not seen`);
  return found.payload as unknown as Record<string, unknown>;
};

const agent = { id: '00000000-0000-4000-8000-000000000001', name: 'Agente de teste' };
const onEvent = (event: AgentEventName) => ({ kind: 'event' as const, event });

/** The input of a run woken by the last `name` of the workspace, as the engine builds it. */
async function inputFor(name: AgentEventName, workspaceId: string) {
  return buildRunInput(
    database.db,
    workspaceId,
    onEvent(name),
    name,
    lastOf(name, workspaceId),
    agent,
  );
}

/** Every catalog field of the event is in the input (null: the record has none, e.g. no due date). */
function expectEveryField(name: AgentEventName, input: Record<string, unknown>) {
  const empty = agentEventCatalog[name].fields
    .map((f) => f.path)
    .filter((p) => valueAt(input, p) === undefined);
  expect(empty, `${name}: fields without a value`).toEqual([]);
}

async function world() {
  const owner = await flow.newCaller(app, database);
  const money = callerFor(app, '/api/app/riqueza', owner.token, owner);
  return { owner, money };
}

describe('run input (buildRunInput)', () => {
  it('fills every field of item captured, task completed, card moved and entry recorded', async () => {
    const { owner, money } = await world();
    expectStatus(await owner.post('/items', { content: 'Ligar para Ana' }), 201);
    const list = expectStatus(await owner.post<{ id: string }>('/lists', { name: 'Vendas' }), 201);
    const task = expectStatus(
      await owner.post<{ id: string }>(`/lists/${list.id}/tasks`, { title: 'Fechar proposta' }),
      201,
    );
    expectStatus(await owner.post(`/tasks/${task.id}/move`, { status: 'done' }), 200);
    const process = expectStatus(
      await owner.post<{ id: string; stages: { id: string }[] }>('/processes', {
        name: 'Funil',
        stages: [{ name: 'Contato' }, { name: 'Proposta' }],
      }),
      201,
    );
    const card = expectStatus(
      await owner.post<{ id: string }>(`/processes/${process.id}/cards`, {
        title: 'Cliente X',
        stageId: process.stages[0]!.id,
      }),
      201,
    );
    expectStatus(
      await owner.post(`/cards/${card.id}/move`, { stageId: process.stages[1]!.id }),
      200,
    );
    const box = expectStatus(
      await money.post<{ id: string }>('/boxes', { name: 'Caixa da loja', kind: 'cash' }),
      201,
    );
    const category = expectStatus(
      await money.post<{ id: string }>('/categories', {
        name: 'Vendas do balcão',
        type: 'revenue',
      }),
      201,
    );
    expectStatus(
      await money.post('/entries', {
        boxId: box.id,
        categoryId: category.id,
        date: '2026-11-20',
        value: 12345,
        type: 'revenue',
        description: 'Venda balcão',
      }),
      201,
    );
    await eventually(
      seen.some(
        (e) => e.name === 'finance.entry.recorded' && e.payload.workspaceId === owner.workspaceId,
      ),
    );

    const ws = owner.workspaceId;
    const captured = await inputFor('flow.inbox-item.captured', ws);
    expectEveryField('flow.inbox-item.captured', captured);
    expect(captured).toMatchObject({
      item: { content: 'Ligar para Ana' },
      actor: { id: owner.userId },
    });

    const completed = await inputFor('flow.task.completed', ws);
    expectEveryField('flow.task.completed', completed);
    expect(completed).toMatchObject({
      task: { title: 'Fechar proposta', status: 'done', dueAt: null },
      list: { name: 'Vendas' },
      run: { at: expect.any(String) },
      agent: { name: 'Agente de teste' },
    });
    expect((completed.task as { code: string }).code).toMatch(/\d/);

    const moved = await inputFor('flow.card.moved', ws);
    expectEveryField('flow.card.moved', moved);
    expect(moved).toMatchObject({
      card: { title: 'Cliente X', dueAt: null },
      process: { name: 'Funil' },
      fromStage: { name: 'Contato' },
      toStage: { name: 'Proposta' },
    });

    const recorded = await inputFor('finance.entry.recorded', ws);
    expectEveryField('finance.entry.recorded', recorded);
    expect(recorded).toMatchObject({
      entry: {
        description: 'Venda balcão',
        value: 12345,
        type: 'revenue',
        date: '2026-11-20',
        box: 'Caixa da loja',
        category: 'Vendas do balcão',
      },
    });
  });

  it("reads nothing of another workspace, nor for an external call's body", async () => {
    const { owner } = await world();
    const other = await world();
    const list = expectStatus(await owner.post<{ id: string }>('/lists', { name: 'Segredo' }), 201);
    const task = expectStatus(
      await owner.post<{ id: string }>(`/lists/${list.id}/tasks`, { title: 'Plano secreto' }),
      201,
    );
    const payload = {
      workspaceId: other.owner.workspaceId,
      actorId: owner.userId,
      taskId: task.id,
      listId: list.id,
    };
    // The other workspace's run names my ids: nothing of mine is read (nor me: not their member).
    const foreign = await buildRunInput(
      database.db,
      other.owner.workspaceId,
      onEvent('flow.task.completed'),
      'flow.task.completed',
      payload,
      agent,
    );
    expect(Object.keys(foreign).sort()).toEqual(['agent', 'event', 'run']);
    // An external call in my own workspace: its body is text, never a key to records.
    const hook = await buildRunInput(
      database.db,
      owner.workspaceId,
      { kind: 'webhook' },
      null,
      payload,
      agent,
    );
    expect(Object.keys(hook).sort()).toEqual(['agent', 'event', 'run']);
    expect(hook.event).toEqual(payload);
  });

  it('a record gone by the time the run starts leaves its key absent', async () => {
    const { owner } = await world();
    const input = await buildRunInput(
      database.db,
      owner.workspaceId,
      onEvent('flow.task.completed'),
      'flow.task.completed',
      {
        workspaceId: owner.workspaceId,
        actorId: null,
        taskId: crypto.randomUUID(),
        listId: 'not-an-id',
      },
      agent,
    );
    expect(Object.keys(input).sort()).toEqual(['agent', 'event', 'run']);
  });
});

async function eventually(condition: boolean | (() => boolean)) {
  const check = typeof condition === 'function' ? condition : () => condition;
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}
