import { describe, expect, it } from 'vitest';
import { claimDue } from './claim';
import { processRun, type EngineDeps } from './execute';
import { engineRig } from './engine-testing';
import { enqueueExternal } from './external';
import { AGENT_LEASE_MS } from './worker';

const rig = engineRig();

describe('agents engine: retries and the dead letter', () => {
  it('a transient failure queues the run again after the backoff; the retry continues from the failed step and succeeds', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [
      { kind: 'capture', content: 'primeiro' },
      { kind: 'webhook', url: 'https://exemplo.com.br/gancho' },
    ]);
    const before = rig.calls.length;
    const run = await enqueueExternal(rig.ctx, ana, agent.id, {});
    // Step 0 succeeds, step 1 (the outside call) fails once.
    rig.effects.run = async (env) => {
      if (env.run.stepIndex === 1) rig.failures.push('transient');
    };
    await rig.worker.drain();
    rig.effects.run = undefined;

    let [row] = (await rig.runsOf(agent.id)).filter((r) => r.id === run.id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      reason: 'conexão recusada (teste)',
    });
    expect(row!.steps.map((s) => [s.status, s.attempts])).toEqual([
      ['succeeded', 1],
      ['failed', 1],
    ]);
    // 5 s × jitter (0.5 → ×1): due at +5 s, not before.
    expect(row!.nextAttemptAt.getTime() - rig.now().getTime()).toBe(5_000);
    rig.advance(4_999);
    expect(await rig.worker.drain()).toBe(0);
    rig.advance(1);
    expect(await rig.worker.drain()).toBe(1);

    [row] = (await rig.runsOf(agent.id)).filter((r) => r.id === run.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, reason: null });
    expect(row!.steps.map((s) => [s.status, s.attempts, s.error])).toEqual([
      ['succeeded', 1, null],
      ['succeeded', 2, null],
    ]);
    // The first step ran once: the retry did not repeat it.
    expect(rig.calls.slice(before).map((c) => [c.kind, c.attempt])).toEqual([
      ['capture', 1],
      ['webhook', 2],
    ]);
  });

  it('after the last attempt the run is dead with the last error; backoff doubles on the way', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [{ kind: 'capture', content: 'x' }]);
    const run = await enqueueExternal(rig.ctx, ana, agent.id, {});
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      rig.failures.push('transient');
      expect(await rig.worker.drain()).toBe(1);
      const [row] = (await rig.runsOf(agent.id)).filter((r) => r.id === run.id);
      if (row!.status === 'queued') {
        waits.push(row!.nextAttemptAt.getTime() - rig.now().getTime());
        rig.setNow(row!.nextAttemptAt);
      }
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000]);
    const [dead] = (await rig.runsOf(agent.id)).filter((r) => r.id === run.id);
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: 5,
      reason: 'Falhou após 5 tentativas. Último erro: conexão recusada (teste)',
    });
    expect(dead!.finishedAt).not.toBeNull();
    expect(dead!.steps[0]).toMatchObject({ status: 'failed', attempts: 5 });
    expect(rig.events).toContainEqual({
      name: 'agents.run.finished',
      payload: expect.objectContaining({ runId: run.id, status: 'dead' }),
    });
    rig.advance(3_600_000);
    expect(await rig.worker.drain()).toBe(0);
  });

  it("a permanent failure kills the run at once with the handler's pt-BR reason", async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [{ kind: 'capture', content: 'x' }]);
    const run = await enqueueExternal(rig.ctx, ana, agent.id, {});
    rig.failures.push('permanent');
    await rig.worker.drain();
    const [row] = (await rig.runsOf(agent.id)).filter((r) => r.id === run.id);
    expect(row).toMatchObject({ status: 'dead', attempts: 1, reason: 'Lista não encontrada.' });
  });

  it('a worker that died holding a run loses it when its claim expires; another finishes it and the stale one changes nothing', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [
      { kind: 'capture', content: 'uma vez' },
    ]);
    const before = rig.calls.length;
    await enqueueExternal(rig.ctx, ana, agent.id, {});
    const deps: EngineDeps = {
      ctx: rig.ctx,
      registry: rig.registry,
      leaseMs: AGENT_LEASE_MS,
      now: rig.now,
      random: () => 0.5,
    };
    const claim = () => claimDue(rig.ctx.db, rig.now(), 10, AGENT_LEASE_MS, rig.workspaceIds);
    const [stale] = await claim();
    expect(stale).toMatchObject({ status: 'running', attempts: 1 });
    // Held: nobody else takes it until the claim expires.
    rig.advance(AGENT_LEASE_MS - 1);
    expect(await claim()).toEqual([]);
    rig.advance(2);
    const [fresh] = await claim();
    expect(fresh).toMatchObject({ id: stale!.id, attempts: 2 });
    await processRun(deps, fresh!);
    // The first worker wakes up and tries: its hold is gone, so nothing happens.
    await processRun(deps, stale!);

    const [row] = await rig.runsOf(agent.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(rig.calls.slice(before)).toHaveLength(1);
    expect(row!.steps[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('an outside call that outlives its hold: the run is taken again and called again (at least once), and the late answer is dropped', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [
      { kind: 'webhook', url: 'https://exemplo.com.br/gancho' },
    ]);
    const run = await enqueueExternal(rig.ctx, ana, agent.id, {});
    const before = rig.calls.length;
    const deps: EngineDeps = {
      ctx: rig.ctx,
      registry: rig.registry,
      leaseMs: AGENT_LEASE_MS,
      now: rig.now,
      random: () => 0.5,
    };
    const [first] = await claimDue(rig.ctx.db, rig.now(), 1, AGENT_LEASE_MS, rig.workspaceIds);
    let second: Awaited<ReturnType<typeof claimDue>>[number] | undefined;
    rig.effects.run = async () => {
      if (second) return;
      // The first worker's call hangs past its hold; a second worker takes the run meanwhile.
      rig.advance(10 * 60_000);
      [second] = await claimDue(rig.ctx.db, rig.now(), 1, AGENT_LEASE_MS, rig.workspaceIds);
      expect(second).toMatchObject({ id: run.id, attempts: 2 });
    };
    // The first worker's call answers late: its step is not recorded (the run is not its own).
    await processRun(deps, first!);
    expect((await rig.runsOf(agent.id))[0]).toMatchObject({ status: 'running', attempts: 2 });
    await processRun(deps, second!);
    rig.effects.run = undefined;

    const [row] = await rig.runsOf(agent.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(rig.calls.slice(before).map((c) => c.attempt)).toEqual([1, 2]);
    // The step is the second worker's: its call, its answer.
    expect(row!.steps[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(row!.steps[0]!.output).toMatchObject({ n: rig.calls.length });
    const finished = rig.events.filter(
      (e) => e.name === 'agents.run.finished' && e.payload.runId === run.id,
    );
    expect(finished).toHaveLength(1);
  });
});
