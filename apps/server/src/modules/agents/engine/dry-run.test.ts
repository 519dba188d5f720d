import { describe, expect, it } from 'vitest';
import { agentRuns } from '../schema';
import { eq } from 'drizzle-orm';
import { dryRunWith } from './dry-run';
import { engineRig } from './engine-testing';

const rig = engineRig();

describe('agents engine: dry run', () => {
  it('renders each action with the given event, evaluates the conditions and writes nothing', async () => {
    const ana = await rig.member();
    const agent = await rig.agent(
      ana,
      { kind: 'webhook' },
      [
        { kind: 'capture', content: 'Pedido {{event.order}}' },
        { kind: 'capture', content: 'x', requiresApproval: true },
      ],
      { conditions: { match: 'all', rules: [{ field: 'event.order', op: 'gt', value: '10' }] } },
    );
    const before = rig.calls.length;
    const result = await dryRunWith(rig.registry, rig.ctx, ana, agent, { order: 42 });
    expect(result.conditions).toEqual({
      passed: true,
      rules: [{ field: 'event.order', value: 42, passed: true }],
    });
    expect(result.actions).toEqual([
      {
        index: 0,
        kind: 'capture',
        rendered: { content: 'Pedido 42' },
        requiresApproval: false,
        problem: null,
      },
      {
        index: 1,
        kind: 'capture',
        rendered: { content: 'x' },
        requiresApproval: true,
        problem: null,
      },
    ]);
    expect(
      (await dryRunWith(rig.registry, rig.ctx, ana, agent, { order: 3 })).conditions.passed,
    ).toBe(false);
    expect(rig.calls.length).toBe(before);
    expect(
      await rig.database.db.select().from(agentRuns).where(eq(agentRuns.agentId, agent.id)),
    ).toEqual([]);
  });

  it("without an event, an event agent is tested with the catalog's sample and sample records", async () => {
    const ana = await rig.member();
    const agent = await rig.agent(ana, { kind: 'event', event: 'flow.task.completed' }, [
      { kind: 'capture', content: 'Feito: {{task.title}}' },
    ]);
    const result = await dryRunWith(rig.registry, rig.ctx, ana, agent);
    expect(result.actions[0]!.rendered.content).toMatch(/^Feito: \S/);
  });
});
