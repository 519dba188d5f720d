import { AGENT_MAX_DEPTH, agentMessages } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emit } from '../../../platform/events/bus';
import { memberships } from '../../../platform/identity/schema';
import { engineRig } from './engine-testing';
import { enqueueExternal } from './external';

const rig = engineRig();

describe('agents engine: loop protection', () => {
  it('an agent whose action wakes itself stops at the depth limit; the run past it is skipped in the log', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'event', event: 'flow.inbox-item.captured' }, [
      { kind: 'capture', content: 'eco' },
    ]);
    // The fake capture emits what a real capture emits, in the step's transaction.
    rig.effects.run = async (env, tx) => {
      await emit(tx!, 'flow.inbox-item.captured', {
        workspaceId: env.actor.workspaceId,
        actorId: env.actor.userId,
        itemId: env.run.id,
      });
    };
    const { transaction } = await import('../../../platform/db/transaction');
    await transaction(rig.ctx, (tx) =>
      emit(tx, 'flow.inbox-item.captured', {
        workspaceId: ana.workspaceId,
        actorId: ana.userId,
        itemId: agent.id,
      }),
    );
    for (let round = 0; round < 10; round++) if ((await rig.worker.drain()) === 0) break;
    rig.effects.run = undefined;

    const runs = await rig.runsOf(agent.id);
    expect(runs.map((r) => [r.depth, r.status])).toEqual([
      ...Array.from({ length: AGENT_MAX_DEPTH + 1 }, (_, depth) => [depth, 'succeeded']),
      [AGENT_MAX_DEPTH + 1, 'skipped'],
    ]);
    expect(runs.at(-1)).toMatchObject({ reason: agentMessages.loop, steps: [] });
  });
});

describe('agents engine: budget', () => {
  it('runs over the hourly cap are refused with the reason; an hour later it runs again', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [{ kind: 'capture', content: 'x' }], {
      budgetPerHour: 2,
      budgetPerDay: 3,
    });
    for (let i = 0; i < 3; i++) await enqueueExternal(rig.ctx, ana, agent.id, { i });
    await rig.worker.drain();
    let runs = await rig.runsOf(agent.id);
    expect(runs.map((r) => r.status).sort()).toEqual(['refused', 'succeeded', 'succeeded']);
    expect(runs.find((r) => r.status === 'refused')).toMatchObject({
      reason: agentMessages.budgetHour(2),
      steps: [],
    });

    // An hour later: the hourly window is free, the daily one has room for one more.
    rig.advance(3_600_001);
    for (let i = 0; i < 2; i++) await enqueueExternal(rig.ctx, ana, agent.id, { i });
    await rig.worker.drain();
    runs = await rig.runsOf(agent.id);
    expect(runs.filter((r) => r.status === 'succeeded')).toHaveLength(3);
    expect(runs.filter((r) => r.reason === agentMessages.budgetDay(3))).toHaveLength(1);
  });
});

describe('agents engine: who the agent acts as', () => {
  it("its creator, with the agent's role capped by the creator's role now", async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [{ kind: 'capture', content: 'x' }], {
      role: 'creator',
    });
    const before = rig.calls.length;
    await enqueueExternal(rig.ctx, ana, agent.id, {});
    await rig.worker.drain();
    // Ana is demoted to Editor: the agent now acts as Editor, not Criador.
    await rig.database.db
      .update(memberships)
      .set({ role: 'editor' })
      .where(and(eq(memberships.userId, ana.userId), eq(memberships.workspaceId, ana.workspaceId)));
    await enqueueExternal(rig.ctx, ana, agent.id, {});
    await rig.worker.drain();
    expect(rig.calls.slice(before).map((c) => c.role)).toEqual(['creator', 'editor']);
  });

  it('an action above that role kills the run with a pt-BR reason, nothing done', async () => {
    const ana = await rig.member();
    // The fake create_task requires structure.manage (Criador).
    const agent = await rig.agent(
      ana,
      { kind: 'webhook' },
      [{ kind: 'create_task', listId: ana.workspaceId, title: 't' }],
      { role: 'editor' },
    );
    const before = rig.calls.length;
    await enqueueExternal(rig.ctx, ana, agent.id, {});
    await rig.worker.drain();
    const [run] = await rig.runsOf(agent.id);
    expect(run).toMatchObject({
      status: 'dead',
      reason: 'O agente age como Editor e esse papel não pode “Criar tarefa”.',
    });
    expect(rig.calls.slice(before)).toEqual([]);
  });

  it('a creator who left the workspace: the run dies with the reason', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [{ kind: 'capture', content: 'x' }]);
    await enqueueExternal(rig.ctx, ana, agent.id, {});
    await rig.database.db
      .delete(memberships)
      .where(and(eq(memberships.userId, ana.userId), eq(memberships.workspaceId, ana.workspaceId)));
    await rig.worker.drain();
    const [run] = await rig.runsOf(agent.id);
    expect(run).toMatchObject({ status: 'dead' });
    expect(run!.reason).toMatch(/^O criador deste agente não é mais membro da conta/);
  });
});
