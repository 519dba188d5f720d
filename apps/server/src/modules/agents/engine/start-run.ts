import { agentMessages, type RunStep } from '@orbita/contracts/agents';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import type { AgentRow, AgentRunRow } from '../schema';
import { budgetRefusal } from './budget';
import { evaluateConditions } from './conditions';
import type { RunDefinition } from './definition';
import { runInputOf } from './run-input';
import { lockRun, saveRun, type Lease } from './run-state';

/**
 * A run's first start: its input (the event and the records it names, read now), the
 * conditions, the agent being enabled and its budget. Ends the run as skipped or refused,
 * or marks it started with one pending step per action. Answers the started run, or null
 * when it ended here (or the hold was lost). Retries and approvals never come back here:
 * they keep the input, so every step of a run sees the same facts.
 */
export async function startRun(
  ctx: AppContext,
  lease: Lease,
  run: AgentRunRow,
  agent: AgentRow,
  definition: RunDefinition,
  now: Date,
): Promise<AgentRunRow | null> {
  const payload = (run.input.event ?? {}) as Record<string, unknown>;
  const input = await runInputOf(ctx.db, run, definition.trigger, payload, agent, now);
  const verdict = evaluateConditions(definition.conditions, input);
  return transaction(ctx, async (tx) => {
    const locked = await lockRun(tx, lease);
    if (!locked) return null;
    const end = (status: 'skipped' | 'refused', reason: string) =>
      saveRun(tx, locked, {
        input,
        status,
        reason,
        startedAt: now,
        finishedAt: now,
        lockedUntil: null,
      }).then(() => null);
    if (!agent.enabled) return end('skipped', agentMessages.disabled);
    if (!verdict.passed) return end('skipped', agentMessages.conditionsFalse);
    const refusal = await budgetRefusal(tx, agent, run.id, now);
    if (refusal) return end('refused', refusal);
    const steps: RunStep[] = definition.actions.map((action, index) => ({
      index,
      kind: action.kind,
      status: 'pending',
      output: null,
      error: null,
      attempts: 0,
      startedAt: null,
      finishedAt: null,
    }));
    return saveRun(tx, locked, { input, steps, startedAt: now, reason: null });
  });
}
