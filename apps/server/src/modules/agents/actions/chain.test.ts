import { describe, expect, it } from 'vitest';
import { apiClient, callerFor, expectStatus, testApp, testDatabase } from '../../../test/kit';

/*
 * The scenario on the server, through the running app: the agents API, the engine
 * (matcher → queue → worker), the run input, these actions and communication's delivery.
 * "When a task of list X is done, notify me and grant 10 points."
 */
const database = testDatabase();
const app = await testApp();
const flow = apiClient('/api/app/flow');

/** The agent's runs once `count` of them ended (the worker runs them after the commits). */
async function endedRuns(agentId: string, count: number) {
  for (let i = 0; i < 150; i++) {
    const { rows } = await database.pool.query<{ status: string; reason: string | null }>(
      `select status, reason from agent_runs where agent_id = $1 and status not in ('queued', 'running')
       order by status`,
      [agentId],
    );
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('as execuções não terminaram');
}

describe('agent actions through the engine', () => {
  it('a task done in list X notifies the creator and grants 10 points to who did it; another list wakes nothing', async () => {
    const ana = await flow.newCaller(app, database);
    const bia = await flow.joinAs(app, database, ana.workspaceId, 'editor', 'Bia');
    const agents = callerFor(app, '/api/app/conta/agentes', ana.token, ana);
    const listX = expectStatus(await ana.post<{ id: string }>('/lists', { name: 'X' }), 201).id;
    const other = expectStatus(await ana.post<{ id: string }>('/lists', { name: 'Y' }), 201).id;
    const agent = expectStatus(
      await agents.post<{ id: string }>('', {
        name: 'Pontos por tarefa',
        trigger: { kind: 'event', event: 'flow.task.completed' },
        conditions: {
          match: 'all',
          rules: [{ field: 'event.listId', op: 'equals', value: listX }],
        },
        actions: [
          { kind: 'notify', to: 'creator', title: 'Tarefa “{{task.title}}” concluída' },
          { kind: 'grant_points', to: 'actor', points: 10 },
        ],
        role: 'creator',
      }),
      201,
    );
    const done = async (listId: string, title: string) => {
      const task = expectStatus(
        await bia.post<{ id: string }>(`/lists/${listId}/tasks`, { title }),
        201,
      );
      expectStatus(await bia.post(`/tasks/${task.id}/move`, { status: 'done' }), 200);
      return task.id;
    };
    await done(other, 'Fora do escopo');
    await done(listX, 'Pintar <b>a</b> sala');

    expect(await endedRuns(agent.id, 2)).toEqual([
      { status: 'skipped', reason: 'Ignorada: as condições não foram atendidas.' },
      { status: 'succeeded', reason: null },
    ]);

    const notes = await database.pool.query(
      `select kind, title, link from notifications where user_id = $1 and kind = 'agent'`,
      [ana.userId],
    );
    expect(notes.rows).toEqual([
      {
        kind: 'agent',
        title: 'Tarefa “Pintar <b>a</b> sala” concluída',
        link: expect.stringMatching(new RegExp(`^/conta/agente/${agent.id}\\?execucao=`)),
      },
    ]);
    const grants = await database.pool.query(
      `select points, game_id, cause from gamification_grants where user_id = $1`,
      [bia.userId],
    );
    expect(grants.rows).toEqual([
      {
        points: 10,
        game_id: null,
        cause: expect.stringMatching(new RegExp(`^agent:${agent.id}:`)),
      },
    ]);
  });

  it('a run that waits asks the Admins to approve; a run that dies tells its creator why', async () => {
    const ana = await flow.newCaller(app, database);
    const bruna = await flow.joinAs(app, database, ana.workspaceId, 'admin', 'Bruna');
    const stranger = await flow.newCaller(app, database);
    const foreignList = expectStatus(
      await stranger.post<{ id: string }>('/lists', { name: 'Alheia' }),
      201,
    ).id;
    const agents = callerFor(app, '/api/app/conta/agentes', ana.token, ana);
    const make = async (name: string, action: Record<string, unknown>) =>
      expectStatus(
        await agents.post<{ id: string }>('', {
          name,
          trigger: { kind: 'event', event: 'flow.inbox-item.captured' },
          actions: [action],
        }),
        201,
      ).id;
    const careful = await make('Cuidadoso', {
      kind: 'capture',
      content: 'cópia',
      requiresApproval: true,
    });
    const broken = await make('Quebrado', {
      kind: 'create_task',
      listId: foreignList,
      title: 'x',
    });
    expectStatus(await ana.post('/items', { content: 'Algo novo' }), 201);

    expect(await endedRuns(careful, 1)).toEqual([{ status: 'waiting_approval', reason: null }]);
    expect(await endedRuns(broken, 1)).toEqual([
      { status: 'dead', reason: 'Lista não encontrada.' },
    ]);
    const notes = async (userId: string) =>
      (
        await database.pool.query<{ title: string }>(
          `select title from notifications where user_id = $1 and kind = 'agent' order by title`,
          [userId],
        )
      ).rows.map((r) => r.title);
    expect(await notes(bruna.userId)).toEqual([
      'O agente “Cuidadoso” aguarda sua aprovação para “Coletar na caixa de entrada”.',
    ]);
    expect(await notes(ana.userId)).toEqual([
      'O agente “Cuidadoso” aguarda sua aprovação para “Coletar na caixa de entrada”.',
      'O agente “Quebrado” falhou: Lista não encontrada.',
    ]);
  });
});
