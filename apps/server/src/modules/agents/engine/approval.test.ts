import { agentMessages } from '@orbita/contracts/agents';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { decideRun } from './decide';
import { engineRig } from './engine-testing';
import { enqueueExternal } from './external';

const rig = engineRig();

async function waitingRun() {
  const ana = await rig.member();
  const agent = await rig.agent(ana, { kind: 'webhook' }, [
    { kind: 'capture', content: 'antes' },
    { kind: 'create_task', listId: ana.workspaceId, title: 'sensível', requiresApproval: true },
    { kind: 'capture', content: 'depois: {{steps.1.text}}' },
  ]);
  const before = rig.calls.length;
  const run = await enqueueExternal(rig.ctx, ana, agent.id, {});
  await rig.worker.drain();
  const [row] = await rig.runsOf(agent.id);
  return {
    ana,
    agent,
    run: row!,
    done: () => rig.calls.slice(before).map((c) => c.rendered),
    id: run.id,
  };
}

describe('agents engine: human approval', () => {
  it('the run stops before the action that needs approval and tells the bus', async () => {
    const { run, done } = await waitingRun();
    expect(run).toMatchObject({ status: 'waiting_approval', attempts: 0, lockedUntil: null });
    expect(run.steps.map((s) => s.status)).toEqual(['succeeded', 'waiting_approval', 'pending']);
    expect(done()).toEqual(['antes']);
    expect(rig.events).toContainEqual({
      name: 'agents.run.awaiting-approval',
      payload: expect.objectContaining({ runId: run.id, actionIndex: 1 }),
    });
    // Waiting is not due: the queue leaves it alone however long it waits.
    rig.advance(7 * 86_400_000);
    expect(await rig.worker.drain()).toBe(0);
  });

  it('approved: it continues from that step (the earlier one is not repeated) and succeeds', async () => {
    const { ana, agent, run, done } = await waitingRun();
    const decided = await decideRun(rig.ctx, ana, agent.id, run.id, true);
    expect(decided).toMatchObject({ status: 'queued' });
    expect(decided.steps[1]).toMatchObject({ status: 'pending', approvedBy: ana.userId });
    expect(await rig.worker.drain()).toBe(1);
    const [row] = await rig.runsOf(agent.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(done()).toEqual(['antes', 'sensível', 'depois: sensível']);
    expect(rig.events).toContainEqual({
      name: 'agents.run.decided',
      payload: expect.objectContaining({ runId: run.id, approved: true, actorId: ana.userId }),
    });
  });

  it('denied: the run ends denied, the action and the rest never run', async () => {
    const { ana, agent, run, done } = await waitingRun();
    const denied = await decideRun(rig.ctx, ana, agent.id, run.id, false);
    expect(denied).toMatchObject({ status: 'denied', reason: 'Negada por Pessoa Teste.' });
    expect(denied.steps.map((s) => s.status)).toEqual(['succeeded', 'denied', 'pending']);
    expect(await rig.worker.drain()).toBe(0);
    expect(done()).toEqual(['antes']);
    expect(rig.events).toContainEqual({
      name: 'agents.run.finished',
      payload: expect.objectContaining({ runId: run.id, status: 'denied' }),
    });
  });

  it("a decided run cannot be decided again (409); another workspace's run is 404", async () => {
    const { ana, agent, run } = await waitingRun();
    const bia = await rig.member();
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => (e instanceof AppError ? [e.status, e.message] : e),
      );
    expect(await refusal(decideRun(rig.ctx, bia, agent.id, run.id, true))).toEqual([
      404,
      agentMessages.runNotFound,
    ]);
    await decideRun(rig.ctx, ana, agent.id, run.id, false);
    expect(await refusal(decideRun(rig.ctx, ana, agent.id, run.id, true))).toEqual([
      409,
      agentMessages.notWaiting,
    ]);
  });
});
