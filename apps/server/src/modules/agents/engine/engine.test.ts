import { agentMessages } from '@orbita/contracts/agents';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transaction } from '../../../platform/db/transaction';
import { emit } from '../../../platform/events/bus';
import { AppError } from '../../../platform/errors';
import { agents } from '../schema';
import { engineRig, T0 } from './engine-testing';
import { enqueueExternal } from './external';
import { fireDueSchedules } from './scheduler';

const rig = engineRig();

const completed = (workspaceId: string, extra: Record<string, unknown> = {}) =>
  transaction(rig.ctx, (tx) =>
    emit(tx, 'flow.task.completed', {
      workspaceId,
      actorId: null,
      taskId: '11111111-1111-4111-8111-111111111111',
      listId: '22222222-2222-4222-8222-222222222222',
      ...extra,
    }),
  );

describe('agents engine: triggers', () => {
  it('an event queues one run per enabled agent of that workspace, which runs its actions in order', async () => {
    const ana = await rig.member();
    const other = await rig.member();
    const agent = await rig.agent(ana, { kind: 'event', event: 'flow.task.completed' }, [
      { kind: 'capture', content: 'Concluída na lista {{event.listId}}' },
      { kind: 'capture', content: 'Passo anterior: {{steps.0.text}}' },
    ]);
    const off = await rig.agent(
      ana,
      { kind: 'event', event: 'flow.task.completed' },
      [{ kind: 'capture', content: 'desligado' }],
      { enabled: false },
    );
    const elsewhere = await rig.agent(other, { kind: 'event', event: 'flow.task.completed' }, [
      { kind: 'capture', content: 'outra conta' },
    ]);
    const before = rig.calls.length;

    await completed(ana.workspaceId);
    expect(await rig.worker.drain()).toBe(1);

    const [run] = await rig.runsOf(agent.id);
    expect(run).toMatchObject({
      status: 'succeeded',
      trigger: 'event',
      event: 'flow.task.completed',
      attempts: 1,
      depth: 0,
      reason: null,
    });
    expect(run!.steps.map((s) => [s.status, s.output?.text])).toEqual([
      ['succeeded', 'Concluída na lista 22222222-2222-4222-8222-222222222222'],
      ['succeeded', 'Passo anterior: Concluída na lista 22222222-2222-4222-8222-222222222222'],
    ]);
    expect(run!.input).toMatchObject({ event: { listId: '22222222-2222-4222-8222-222222222222' } });
    expect(rig.calls.slice(before).map((c) => c.runId)).toEqual([run!.id, run!.id]);
    expect(await rig.runsOf(off.id)).toEqual([]);
    expect(await rig.runsOf(elsewhere.id)).toEqual([]);
    expect(rig.events).toContainEqual({
      name: 'agents.run.finished',
      payload: expect.objectContaining({ runId: run!.id, status: 'succeeded' }),
    });
  });

  it('a change that rolls back queues nothing; events outside the catalog wake nobody', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'event', event: 'flow.task.completed' }, [
      { kind: 'capture', content: 'x' },
    ]);
    await expect(
      transaction(rig.ctx, async (tx) => {
        await emit(tx, 'flow.task.completed', {
          workspaceId: ana.workspaceId,
          actorId: null,
          taskId: agent.id,
          listId: agent.id,
        });
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    await transaction(rig.ctx, (tx) =>
      emit(tx, 'agents.agent.created', {
        workspaceId: ana.workspaceId,
        actorId: null,
        agentId: agent.id,
      }),
    );
    expect(await rig.runsOf(agent.id)).toEqual([]);
  });

  it('a schedule fires at its time in the queue, once after a downtime, and moves to the next firing', async () => {
    const ana = await rig.member();
    rig.setNow(T0); // Monday 4 Jan 2100, 09:00 in São Paulo
    const agent = await rig.agent(
      ana,
      { kind: 'schedule', cron: '0 9 * * *' },
      [{ kind: 'capture', content: 'Bom dia: {{event.scheduledAt}}' }],
      { nextRunAt: new Date(T0.getTime() + 86_400_000) },
    );

    expect(await fireDueSchedules(rig.ctx, rig.now(), rig.workspaceIds)).toBe(0);
    // Three days pass with the server down: one catch-up run, not three.
    rig.advance(3 * 86_400_000 + 60_000);
    expect(await fireDueSchedules(rig.ctx, rig.now(), rig.workspaceIds)).toBe(1);
    expect(await fireDueSchedules(rig.ctx, rig.now(), rig.workspaceIds)).toBe(0);
    await rig.worker.drain();

    const runs = await rig.runsOf(agent.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: 'schedule',
      status: 'succeeded',
      eventKey: 'schedule:2100-01-05T12:00:00.000Z',
    });
    expect(runs[0]!.steps[0]!.output).toMatchObject({ text: 'Bom dia: 2100-01-05T12:00:00.000Z' });
    const [row] = await rig.database.db.select().from(agents).where(eq(agents.id, agent.id));
    // The next firing after "now" (Thursday 7 Jan, 09:01 there): Friday 8 Jan, 09:00.
    expect(row!.nextRunAt!.toISOString()).toBe('2100-01-08T12:00:00.000Z');
  });

  it('an external call queues a run whose event is the body; the same Idempotency-Key twice is one run and one effect', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'webhook' }, [
      { kind: 'capture', content: 'Pedido {{event.order.id}} de {{event.customer}}' },
    ]);
    const before = rig.calls.length;
    const body = { order: { id: 42 }, customer: 'Bia' };
    const first = await enqueueExternal(rig.ctx, ana, agent.id, body, 'pedido-42');
    const again = await enqueueExternal(rig.ctx, ana, agent.id, body, 'pedido-42');
    expect(again.id).toBe(first.id);
    await rig.worker.drain();
    // Delivered again after it ran: still that one run, nothing done twice.
    const late = await enqueueExternal(rig.ctx, ana, agent.id, body, 'pedido-42');
    expect(late).toMatchObject({ id: first.id, status: 'succeeded' });
    await rig.worker.drain();

    expect(await rig.runsOf(agent.id)).toHaveLength(1);
    expect(rig.calls.slice(before).map((c) => c.rendered)).toEqual(['Pedido 42 de Bia']);
    // Without a key each call is a run of its own.
    await enqueueExternal(rig.ctx, ana, agent.id, body);
    await enqueueExternal(rig.ctx, ana, agent.id, body);
    expect(await rig.runsOf(agent.id)).toHaveLength(3);
    await rig.worker.drain();
  });

  it("an external call to another workspace's agent is 404; to an event agent or a disabled one, 409", async () => {
    const ana = await rig.member();
    const bia = await rig.member();
    const hook = await rig.agent(ana, { kind: 'webhook' }, [{ kind: 'capture', content: 'x' }]);
    const event = await rig.agent(ana, { kind: 'event', event: 'flow.task.completed' }, [
      { kind: 'capture', content: 'x' },
    ]);
    const off = await rig.agent(ana, { kind: 'webhook' }, [{ kind: 'capture', content: 'x' }], {
      enabled: false,
    });
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => (e instanceof AppError ? [e.status, e.message] : e),
      );
    expect(await refusal(enqueueExternal(rig.ctx, bia, hook.id, {}))).toEqual([
      404,
      agentMessages.notFound,
    ]);
    expect(await refusal(enqueueExternal(rig.ctx, ana, event.id, {}))).toEqual([
      409,
      agentMessages.notWebhook,
    ]);
    expect(await refusal(enqueueExternal(rig.ctx, ana, off.id, {}))).toEqual([
      409,
      agentMessages.disabled,
    ]);
  });
});

describe('agents engine: conditions', () => {
  it('true: the run acts; false: the run is skipped with the reason, no action', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(
      ana,
      { kind: 'webhook' },
      [{ kind: 'capture', content: '{{event.total}}' }],
      {
        conditions: {
          match: 'all',
          rules: [{ field: 'event.total', op: 'gt', value: '1.000,00' }],
        },
      },
    );
    const before = rig.calls.length;
    const big = await enqueueExternal(rig.ctx, ana, agent.id, { total: '1500' });
    const small = await enqueueExternal(rig.ctx, ana, agent.id, { total: 999 });
    await rig.worker.drain();

    const runs = await rig.runsOf(agent.id);
    expect(runs.find((r) => r.id === big.id)).toMatchObject({ status: 'succeeded' });
    expect(runs.find((r) => r.id === small.id)).toMatchObject({
      status: 'skipped',
      reason: agentMessages.conditionsFalse,
      steps: [],
    });
    expect(rig.calls.slice(before).map((c) => c.rendered)).toEqual(['1500']);
  });
});
