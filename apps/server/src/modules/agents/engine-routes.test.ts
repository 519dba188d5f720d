import { randomUUID } from 'node:crypto';
import type { Agent, AgentRun, DryRunResult, RunStep } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase, type Caller } from '../../test/kit';
import { agentRuns } from './schema';
import { agentsApi, notifyOnCall } from './test-agents';

const app = await testApp();
const database = testDatabase();
const owner = () => agentsApi.newCaller(app, database, 'owner');

/** An agent called from outside that captures the call's `n` in the inbox. */
const captureOnCall = {
  ...notifyOnCall,
  name: 'Coletar chamadas',
  actions: [{ kind: 'capture', content: 'Chamada {{event.n}}' }],
};

/** An API key of the caller's workspace with `role`, made through the keys API. */
async function keyOf(admin: Caller, role: 'editor' | 'viewer' | 'admin'): Promise<string> {
  const made = await ok<{ secret: string }>(
    admin.post(`/contas/${admin.workspaceId}/chaves`, { name: `Chave ${role}`, role }),
    201,
  );
  return made.secret;
}

/** The external call with an API key (no workspace header: a key acts in its own). */
async function callHook(
  secret: string,
  agentId: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/app/conta/agentes/${agentId}/disparar`,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.json<AgentRun & { message?: string }>() };
}

const runsOf = async (agentId: string) =>
  database.db.select().from(agentRuns).where(eq(agentRuns.agentId, agentId));

describe('the external call (POST /agentes/{id}/disparar)', () => {
  it('an Editor key queues a run whose event is the body; the same Idempotency-Key is one run', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', captureOnCall), 201);
    const secret = await keyOf(admin, 'editor');

    const first = await callHook(secret, agent.id, { n: 7 }, { 'idempotency-key': 'pedido-123' });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      agentId: agent.id,
      agentVersion: 1,
      trigger: 'webhook',
      event: null,
      depth: 0,
    });
    expect(first.body.input).toMatchObject({ event: { n: 7 } });
    const again = await callHook(secret, agent.id, { n: 8 }, { 'idempotency-key': 'pedido-123' });
    expect(again).toMatchObject({ status: 202, body: { id: first.body.id } });
    expect(await runsOf(agent.id)).toHaveLength(1);

    // Without a key, each call is a run of its own; no body at all is an empty event.
    const bare = await callHook(secret, agent.id);
    expect(bare.status).toBe(202);
    expect(bare.body.input).toMatchObject({ event: {} });
    expect((await callHook(secret, agent.id, { n: 9 })).status).toBe(202);
    expect(await runsOf(agent.id)).toHaveLength(3);
  });

  it('a person with Editor may call too; Observador keys and members get 403', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', captureOnCall), 201);
    const editor = await agentsApi.joinAs(app, database, admin.workspaceId, 'editor');
    expect((await editor.post(`/agentes/${agent.id}/disparar`, { n: 1 })).status).toBe(202);
    const viewer = await agentsApi.joinAs(app, database, admin.workspaceId, 'viewer');
    expect((await viewer.post(`/agentes/${agent.id}/disparar`, { n: 1 })).status).toBe(403);
    const viewerKey = await keyOf(admin, 'viewer');
    expect(await callHook(viewerKey, agent.id, { n: 1 })).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/permiss/) },
    });
    // Management stays with Admins, even with an Editor key.
    const editorKey = await keyOf(admin, 'editor');
    const list = await app.inject({
      url: '/api/app/conta/agentes',
      headers: { authorization: `Bearer ${editorKey}` },
    });
    expect(list.statusCode).toBe(403);
    expect(await runsOf(agent.id)).toHaveLength(1);
  });

  it('refuses in pt-BR: a body over 64 KB (413), not an object, a long key; 409 disabled or not a webhook', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', captureOnCall), 201);
    const secret = await keyOf(admin, 'editor');

    const big = await callHook(secret, agent.id, { texto: 'x'.repeat(64 * 1024) });
    expect(big).toEqual({
      status: 413,
      body: { message: 'A requisição é grande demais.', code: 'payload_too_large' },
    });
    expect((await callHook(secret, agent.id, { texto: 'x'.repeat(60 * 1024) })).status).toBe(202);

    const notObject = 'Envie um objeto JSON no corpo da chamada (ou nenhum corpo).';
    for (const payload of [[1, 2], '"texto"', '42'])
      expect(await callHook(secret, agent.id, payload), String(payload)).toMatchObject({
        status: 400,
        body: { message: notObject },
      });
    const longKey = await callHook(
      secret,
      agent.id,
      { n: 1 },
      { 'idempotency-key': 'k'.repeat(201) },
    );
    expect(longKey.status).toBe(400);
    expect(longKey.body.message).toMatch(/Idempotency-Key/);
    expect(
      (await callHook(secret, agent.id, { n: 1 }, { 'idempotency-key': 'k'.repeat(200) })).status,
    ).toBe(202);

    await ok(admin.patch(`/agentes/${agent.id}`, { enabled: false }));
    expect(await callHook(secret, agent.id, { n: 1 })).toMatchObject({
      status: 409,
      body: { message: 'Este agente está desativado.' },
    });
    // An event nothing here makes: the two calls above queue runs that capture inbox items,
    // possibly after this agent exists, and an agent on captures would then run (ci60 saw it).
    const onEvent = await ok<Agent>(
      admin.post('/agentes', {
        ...captureOnCall,
        trigger: { kind: 'event', event: 'flow.list.deleted' },
      }),
      201,
    );
    expect(await callHook(secret, onEvent.id, { n: 1 })).toMatchObject({
      status: 409,
      body: { message: 'Este agente não é disparado por chamada externa.' },
    });
    expect(await callHook(secret, randomUUID(), { n: 1 })).toMatchObject({
      status: 404,
      body: { message: 'Agente não encontrado.' },
    });
    expect(await runsOf(agent.id)).toHaveLength(2);
    expect(await runsOf(onEvent.id)).toHaveLength(0);
  });
});

/** A run stopped before its first action, waiting for an Admin (as the engine leaves it). */
async function waitingRun(admin: Caller, agentId: string): Promise<string> {
  const step: RunStep = {
    index: 0,
    kind: 'capture',
    status: 'waiting_approval',
    output: null,
    error: null,
    attempts: 0,
    startedAt: null,
    finishedAt: null,
  };
  const [run] = await database.db
    .insert(agentRuns)
    .values({
      workspaceId: admin.workspaceId,
      agentId,
      agentVersion: 1,
      status: 'waiting_approval',
      trigger: 'webhook',
      eventKey: randomUUID(),
      input: { event: { n: 3 } },
      steps: [step],
      attempts: 1,
      startedAt: new Date(),
    })
    .returning({ id: agentRuns.id });
  return run!.id;
}

describe('approval, denial and the dry run', () => {
  const approvalAgent = {
    ...captureOnCall,
    actions: [{ kind: 'capture', content: 'Chamada {{event.n}}', requiresApproval: true }],
  };

  it('approve queues the run again from its step; deny ends it; a decided run is 409', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', approvalAgent), 201);
    const toApprove = await waitingRun(admin, agent.id);
    const toDeny = await waitingRun(admin, agent.id);

    const editor = await agentsApi.joinAs(app, database, admin.workspaceId, 'editor');
    expect((await editor.post(`/agentes/${agent.id}/execucoes/${toApprove}/aprovar`)).status).toBe(
      403,
    );
    const approved = await ok<AgentRun>(
      admin.post(`/agentes/${agent.id}/execucoes/${toApprove}/aprovar`),
    );
    expect(approved).toMatchObject({ id: toApprove, status: 'queued' });
    expect(approved.steps[0]!.status).toBe('pending');

    const denied = await ok<AgentRun>(admin.post(`/agentes/${agent.id}/execucoes/${toDeny}/negar`));
    expect(denied).toMatchObject({
      id: toDeny,
      status: 'denied',
      reason: 'Negada por Pessoa Teste.',
    });
    expect(denied.steps[0]!.status).toBe('denied');

    for (const verb of ['aprovar', 'negar'])
      expect(await admin.post(`/agentes/${agent.id}/execucoes/${toDeny}/${verb}`)).toEqual({
        status: 409,
        body: { message: 'Esta execução não está aguardando aprovação.', code: 'conflict' },
      });
    const outsider = await owner();
    expect((await outsider.post(`/agentes/${agent.id}/execucoes/${toDeny}/negar`)).status).toBe(
      404,
    );
    const [row] = await database.db
      .select({ status: agentRuns.status })
      .from(agentRuns)
      .where(and(eq(agentRuns.id, toDeny), eq(agentRuns.agentId, agent.id)));
    expect(row!.status).toBe('denied');
  });

  it('the dry run shows the input, the conditions and each rendered action, and does nothing', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(
      admin.post('/agentes', {
        ...approvalAgent,
        conditions: { match: 'all', rules: [{ field: 'event.n', op: 'gt', value: '5' }] },
      }),
      201,
    );
    const result = await ok<DryRunResult>(
      admin.post(`/agentes/${agent.id}/testar`, { event: { n: 7 } }),
    );
    expect(result.input).toMatchObject({ event: { n: 7 } });
    expect(result.conditions).toMatchObject({
      passed: true,
      rules: [{ field: 'event.n', passed: true }],
    });
    expect(result.actions).toEqual([
      {
        index: 0,
        kind: 'capture',
        rendered: { content: 'Chamada 7' },
        requiresApproval: true,
        problem: null,
      },
    ]);
    const failing = await ok<DryRunResult>(
      admin.post(`/agentes/${agent.id}/testar`, { event: { n: 2 } }),
    );
    expect(failing.conditions.passed).toBe(false);
    expect(await runsOf(agent.id)).toHaveLength(0);
    const editor = await agentsApi.joinAs(app, database, admin.workspaceId, 'editor');
    expect((await editor.post(`/agentes/${agent.id}/testar`, {})).status).toBe(403);
  });
});

describe('the engine behind the routes', () => {
  it('a call becomes a succeeded run whose capture is in the inbox, shown in the log', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', captureOnCall), 201);
    const queued = await ok<AgentRun>(admin.post(`/agentes/${agent.id}/disparar`, { n: 42 }), 202);
    let run = queued;
    // Generous: the worker is poked after commit; a loaded 2-core machine may take a while.
    for (let i = 0; i < 200 && !['succeeded', 'dead'].includes(run.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await ok<AgentRun>(admin.get(`/agentes/${agent.id}/execucoes/${queued.id}`));
    }
    expect(run).toMatchObject({ status: 'succeeded', reason: null });
    expect(run.steps[0]).toMatchObject({ kind: 'capture', status: 'succeeded' });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    const itemId = (run.steps[0]!.output as { itemId?: string }).itemId;
    expect(itemId).toEqual(expect.any(String));
    const stats = (await ok<Agent>(admin.get(`/agentes/${agent.id}`))).stats;
    expect(stats).toMatchObject({ runs24h: 1, failed24h: 0, lastStatus: 'succeeded' });
  });
});
