import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { transaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/bus';
import { testApp, testDatabase, type Caller } from '../../test/kit';
import { flowApi, inboxOf, setPrefs } from './notify-testing';

const database = testDatabase();
const app = await testApp();

/** Ana (Principal), Bruna (Admin), Carlos (Creator: made the agent), Davi (Editor). */
async function team() {
  const ana = await flowApi.newCaller(app, database);
  const bruna = await flowApi.joinAs(app, database, ana.workspaceId, 'admin', 'Bruna');
  const carlos = await flowApi.joinAs(app, database, ana.workspaceId, 'creator', 'Carlos');
  const davi = await flowApi.joinAs(app, database, ana.workspaceId, 'editor', 'Davi');
  return { ana, bruna, carlos, davi };
}

/** An agent made by `creator` whose second action (finance_entry) needs approval, and a run. */
async function agentRun(
  creator: Caller,
  run: { status: string; reason?: string; steps?: unknown[] },
) {
  const actions = [
    { kind: 'capture', requiresApproval: false, content: 'x' },
    {
      kind: 'finance_entry',
      requiresApproval: true,
      type: 'expense',
      boxId: randomUUID(),
      categoryId: null,
      value: '100',
      description: 'x',
      status: 'pending',
    },
  ];
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into agents (workspace_id, name, trigger_kind, trigger_event, trigger, conditions, actions, role, created_by)
     values ($1, 'Pagador <b>', 'event', 'flow.task.completed', $2, $3, $4, 'editor', $5) returning id`,
    [
      creator.workspaceId,
      JSON.stringify({ kind: 'event', event: 'flow.task.completed' }),
      JSON.stringify({ match: 'all', rules: [] }),
      JSON.stringify(actions),
      creator.userId,
    ],
  );
  const agentId = rows[0]!.id;
  const runs = await database.pool.query<{ id: string }>(
    `insert into agent_runs (workspace_id, agent_id, agent_version, status, trigger, event, event_key, input, steps, reason)
     values ($1, $2, 1, $3, 'event', 'flow.task.completed', $4, '{}', $5, $6) returning id`,
    [
      creator.workspaceId,
      agentId,
      run.status,
      randomUUID(),
      JSON.stringify(run.steps ?? []),
      run.reason ?? null,
    ],
  );
  return { agentId, runId: runs.rows[0]!.id, workspaceId: creator.workspaceId };
}

const fire = (work: Parameters<typeof transaction>[1]) => transaction(app.ctx, work);

describe('notifications of agents’ runs', () => {
  it('a run waiting for approval asks the creator, the Principal and the Admins — never an Editor', async () => {
    const { ana, bruna, carlos, davi } = await team();
    const { agentId, runId, workspaceId } = await agentRun(carlos, { status: 'waiting_approval' });
    await fire((tx) =>
      emit(tx, 'agents.run.awaiting-approval', {
        workspaceId,
        actorId: carlos.userId,
        agentId,
        runId,
        actionIndex: 1,
      }),
    );
    const expected = {
      workspaceId,
      kind: 'agent',
      title: 'O agente “Pagador <b>” aguarda sua aprovação para “Criar lançamento”.',
      body: 'Abra a execução para aprovar ou negar.',
      link: `/conta/agente/${agentId}?execucao=${runId}`,
    };
    for (const who of [ana, bruna, carlos])
      expect(await inboxOf(app, who.userId)).toEqual([expect.objectContaining(expected)]);
    expect(await inboxOf(app, davi.userId)).toEqual([]);
  });

  it('names the action the run itself stopped at (its steps), even if the agent changed since', async () => {
    const { ana, carlos } = await team();
    const { agentId, runId, workspaceId } = await agentRun(carlos, {
      status: 'waiting_approval',
      steps: [
        {
          index: 0,
          kind: 'notify',
          status: 'succeeded',
          output: {},
          error: null,
          attempts: 1,
          startedAt: null,
          finishedAt: null,
        },
        {
          index: 1,
          kind: 'grant_points',
          status: 'waiting_approval',
          output: null,
          error: null,
          attempts: 0,
          startedAt: null,
          finishedAt: null,
        },
      ],
    });
    await fire((tx) =>
      emit(tx, 'agents.run.awaiting-approval', {
        workspaceId,
        actorId: null,
        agentId,
        runId,
        actionIndex: 1,
      }),
    );
    expect((await inboxOf(app, ana.userId)).map((n) => n.title)).toEqual([
      'O agente “Pagador <b>” aguarda sua aprovação para “Dar pontos ou recurso”.',
    ]);
  });

  it('a dead run tells its creator why; other endings and other people hear nothing', async () => {
    const { ana, carlos } = await team();
    const dead = await agentRun(carlos, { status: 'dead', reason: 'Lista não encontrada.' });
    const done = await agentRun(carlos, { status: 'succeeded' });
    await fire(async (tx) => {
      await emit(tx, 'agents.run.finished', { ...dead, actorId: null, status: 'dead' });
      await emit(tx, 'agents.run.finished', { ...done, actorId: null, status: 'succeeded' });
    });
    expect(await inboxOf(app, carlos.userId)).toEqual([
      expect.objectContaining({
        kind: 'agent',
        title: 'O agente “Pagador <b>” falhou: Lista não encontrada.',
        body: 'Lista não encontrada.',
        link: `/conta/agente/${dead.agentId}?execucao=${dead.runId}`,
      }),
    ]);
    expect(await inboxOf(app, ana.userId)).toEqual([]);
  });

  it('each person’s switch for these notices is respected; another workspace’s ids tell no one', async () => {
    const { ana, bruna, carlos } = await team();
    await setPrefs(app, bruna, (p) => {
      p['agent-approval'] = { inApp: false, email: false };
    });
    const { agentId, runId, workspaceId } = await agentRun(carlos, { status: 'waiting_approval' });
    const stranger = await flowApi.newCaller(app, database);
    await fire(async (tx) => {
      await emit(tx, 'agents.run.awaiting-approval', {
        workspaceId,
        actorId: null,
        agentId,
        runId,
        actionIndex: 1,
      });
      // The same run named under another workspace: the scoped read finds nothing.
      await emit(tx, 'agents.run.awaiting-approval', {
        workspaceId: stranger.workspaceId,
        actorId: null,
        agentId,
        runId,
        actionIndex: 1,
      });
    });
    expect(await inboxOf(app, ana.userId)).toHaveLength(1);
    expect(await inboxOf(app, bruna.userId)).toEqual([]);
    expect(await inboxOf(app, stranger.userId)).toEqual([]);
  });
});
