import { randomUUID } from 'node:crypto';
import type { Agent, AgentPage, AgentRun, AgentRunPage, RunStatus } from '@orbita/contracts/agents';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase, type Caller } from '../../test/kit';
import { agentRuns } from './schema';
import { agentsApi, notifyOnCapture } from './test-agents';

const app = await testApp();
const database = testDatabase();
const owner = () => agentsApi.newCaller(app, database, 'owner');

/**
 * Runs written straight into the log (the engine is not what these tests are about): never
 * `queued`, so no worker picks them up. `minutesAgo` orders them.
 */
async function logRuns(
  caller: Caller,
  agentId: string,
  runs: { status: RunStatus; minutesAgo: number; durationMs?: number }[],
): Promise<string[]> {
  const rows = await database.db
    .insert(agentRuns)
    .values(
      runs.map(({ status, minutesAgo, durationMs }) => {
        const createdAt = new Date(Date.now() - minutesAgo * 60_000);
        return {
          workspaceId: caller.workspaceId,
          agentId,
          agentVersion: 1,
          status,
          trigger: 'event' as const,
          event: 'flow.inbox-item.captured',
          eventKey: randomUUID(),
          input: { event: { itemId: randomUUID() } },
          steps: [],
          attempts: 1,
          createdAt,
          startedAt: createdAt,
          finishedAt: durationMs === undefined ? null : new Date(createdAt.getTime() + durationMs),
          reason: status === 'dead' ? 'O servidor respondeu 500.' : null,
        };
      }),
    )
    .returning({ id: agentRuns.id });
  return rows.map((r) => r.id);
}

describe('agent runs (the log)', () => {
  it('lists newest first, filters by status, pages by cursor and reads one run', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    const ids = await logRuns(admin, agent.id, [
      { status: 'succeeded', minutesAgo: 5, durationMs: 1234 },
      { status: 'dead', minutesAgo: 4, durationMs: 10 },
      { status: 'succeeded', minutesAgo: 3, durationMs: 20 },
      { status: 'waiting_approval', minutesAgo: 2 },
      { status: 'skipped', minutesAgo: 1, durationMs: 0 },
    ]);

    const first = await ok<AgentRunPage>(admin.get(`/agentes/${agent.id}/execucoes?limit=2`));
    expect(first.items.map((r) => r.id)).toEqual([ids[4], ids[3]]);
    const second = await ok<AgentRunPage>(
      admin.get(`/agentes/${agent.id}/execucoes?limit=2&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const last = await ok<AgentRunPage>(
      admin.get(`/agentes/${agent.id}/execucoes?limit=2&cursor=${second.nextCursor}`),
    );
    expect(last).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null });

    const succeeded = await ok<AgentRunPage>(
      admin.get(`/agentes/${agent.id}/execucoes?status=succeeded`),
    );
    expect(succeeded.items.map((r) => r.id)).toEqual([ids[2], ids[0]]);
    expect(await admin.get(`/agentes/${agent.id}/execucoes?status=talvez`)).toMatchObject({
      status: 400,
      body: { fields: { status: 'Situação inválida.' } },
    });

    const run = await ok<AgentRun>(admin.get(`/agentes/${agent.id}/execucoes/${ids[0]}`));
    expect(run).toMatchObject({
      id: ids[0],
      agentId: agent.id,
      status: 'succeeded',
      trigger: 'event',
      event: 'flow.inbox-item.captured',
      durationMs: 1234,
      nextAttemptAt: null,
      depth: 0,
    });
    expect(
      (await ok<AgentRun>(admin.get(`/agentes/${agent.id}/execucoes/${ids[3]}`))).durationMs,
    ).toBeNull();
    const dead = await ok<AgentRun>(admin.get(`/agentes/${agent.id}/execucoes/${ids[1]}`));
    expect(dead.reason).toBe('O servidor respondeu 500.');
  });

  it('a run of another agent or workspace answers 404; Editors get 403', async () => {
    const admin = await owner();
    const outsider = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    const other = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    const [runId] = await logRuns(admin, agent.id, [{ status: 'succeeded', minutesAgo: 1 }]);
    const notFound = { message: 'Execução não encontrada.', code: 'not_found' };
    expect(await admin.get(`/agentes/${other.id}/execucoes/${runId}`)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await admin.get(`/agentes/${agent.id}/execucoes/${randomUUID()}`)).toEqual({
      status: 404,
      body: notFound,
    });
    expect((await outsider.get(`/agentes/${agent.id}/execucoes/${runId}`)).status).toBe(404);
    expect(await outsider.get(`/agentes/${agent.id}/execucoes`)).toEqual({
      status: 404,
      body: { message: 'Agente não encontrado.', code: 'not_found' },
    });
    const editor = await agentsApi.joinAs(app, database, admin.workspaceId, 'editor');
    expect((await editor.get(`/agentes/${agent.id}/execucoes`)).status).toBe(403);
    expect((await editor.get(`/agentes/${agent.id}/execucoes/${runId}`)).status).toBe(403);
  });

  it('the list shows each agent’s last 24 h: runs, dead ones, waiting ones, the last run', async () => {
    const admin = await owner();
    const busy = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    const quiet = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    await logRuns(admin, busy.id, [
      { status: 'dead', minutesAgo: 60 * 30 }, // older than a day: out of the counts
      { status: 'waiting_approval', minutesAgo: 60 * 26 }, // still waiting: counted
      { status: 'dead', minutesAgo: 40, durationMs: 5 },
      { status: 'dead', minutesAgo: 30, durationMs: 5 },
      { status: 'succeeded', minutesAgo: 20, durationMs: 5 },
      { status: 'refused', minutesAgo: 10 },
    ]);
    const page = await ok<AgentPage>(admin.get('/agentes'));
    const byId = new Map(page.items.map((a) => [a.id, a.stats]));
    expect(byId.get(busy.id)).toMatchObject({
      runs24h: 4,
      failed24h: 2,
      waiting: 1,
      lastStatus: 'refused',
    });
    const lastRunAt = Date.parse(byId.get(busy.id)!.lastRunAt!);
    expect(Math.abs(Date.now() - 10 * 60_000 - lastRunAt)).toBeLessThan(60_000);
    expect(byId.get(quiet.id)).toEqual({
      runs24h: 0,
      failed24h: 0,
      waiting: 0,
      lastRunAt: null,
      lastStatus: null,
    });
    expect((await ok<Agent>(admin.get(`/agentes/${busy.id}`))).stats).toEqual(byId.get(busy.id));
  });
});
