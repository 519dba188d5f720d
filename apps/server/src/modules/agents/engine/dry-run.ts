import type { ActionKind, DryRunResult } from '@orbita/contracts/agents';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { MemberContext } from '../../../platform/scope';
import { PermanentActionError, type ActionEnv, type ActionHandler } from '../actions/types';
import type { AgentRow, AgentRunRow } from '../schema';
import { actorOf } from './actor';
import { evaluateConditions } from './conditions';
import { engineMessages } from './messages';
import type { ActionRegistry } from './registry';
import { runInputOf, sampleEventOf } from './run-input';
import { sampleRecords } from './input';
import { render } from './templates';

/**
 * "Testar com um evento de exemplo": what the agent would do with this event (or a sample
 * of its trigger's event), nothing done. The input is built as a run's would be, the
 * conditions evaluated, and each action rendered through its handler's `preview`, which
 * reads but never writes (on the pool, outside any transaction). Acts as the agent would:
 * its creator with the capped role; the Admin asking only sees the answer.
 */
export async function dryRunWith(
  registry: ActionRegistry,
  ctx: AppContext,
  _member: MemberContext,
  agent: AgentRow,
  sampleEvent?: Record<string, unknown>,
): Promise<DryRunResult> {
  const now = clock.now();
  const payload = sampleEvent ?? sampleEventOf(agent.trigger, agent.workspaceId, now);
  const pseudoRun = {
    id: '00000000-0000-4000-8000-000000000000',
    workspaceId: agent.workspaceId,
    event: agent.trigger.kind === 'event' ? agent.trigger.event : null,
  } as AgentRunRow;
  const built = await runInputOf(ctx.db, pseudoRun, agent.trigger, payload, agent, now);
  // The sample's ids find no records: sample records show what the templates would insert.
  const input =
    !sampleEvent && agent.trigger.kind === 'event'
      ? { ...sampleRecords(agent.trigger.event, now), ...built }
      : built;
  const conditions = evaluateConditions(agent.conditions, input);
  let actorProblem: string | null = null;
  const actor = await actorOf(ctx.db, agent).catch((err: unknown) => {
    if (!(err instanceof PermanentActionError)) throw err;
    actorProblem = err.message;
    return {
      userId: agent.createdBy ?? '',
      workspaceId: agent.workspaceId,
      role: 'viewer' as const,
    };
  });
  // Later steps read earlier outputs; nothing ran, so `{{steps.N…}}` renders empty here.
  const scope = { ...input, steps: [] };
  const actions: DryRunResult['actions'] = [];
  for (const [index, action] of agent.actions.entries()) {
    const env: ActionEnv = {
      ctx,
      actor,
      agent: { id: agent.id, name: agent.name, createdBy: agent.createdBy },
      run: { id: pseudoRun.id, depth: 0, attempt: 0, stepIndex: index },
      input: scope,
      render: (template) => render(template, scope),
    };
    const handler = registry[action.kind] as ActionHandler<ActionKind> | undefined;
    const preview = handler
      ? await handler.preview(action as never, env, ctx.db)
      : { rendered: {}, problem: engineMessages.unavailable(action.kind) };
    actions.push({
      index,
      kind: action.kind,
      rendered: preview.rendered,
      requiresApproval: action.requiresApproval,
      problem: actorProblem ?? preview.problem,
    });
  }
  return { input, conditions, actions };
}
