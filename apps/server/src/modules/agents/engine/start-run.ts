import { agentMessages, type RunStep } from '@orbita/contracts/agents';
import type { AppContext } from '../../../platform/context';
import type { Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import type { AgentRow, AgentRunRow } from '../schema';
import { budgetRefusal } from './budget';
import { evaluateConditions } from './conditions';
import type { RunDefinition } from './definition';
import { runInputOf } from './run-input';
import { lockRun, saveRun, type Lease, type RunChanges } from './run-state';

/** A first start decided but not yet written: it commits with the run's first step. */
export interface PendingStart {
  input: Record<string, unknown>;
  steps: RunStep[];
  startedAt: Date;
}

/**
 * A run's first start: its input (the event and the records it names, read now) and its
 * conditions. A disabled agent or false conditions end the run as skipped here. Otherwise
 * answers the start — the input and one pending step per action — which `beginInTx` writes
 * in the transaction of the run's first step (one commit less per run). Retries and
 * approvals never come back here: they keep the input, so every step sees the same facts.
 */
export async function prepareStart(
  ctx: AppContext,
  lease: Lease,
  run: AgentRunRow,
  agent: AgentRow,
  definition: RunDefinition,
  now: Date,
): Promise<PendingStart | null> {
  const payload = (run.input.event ?? {}) as Record<string, unknown>;
  const input = await runInputOf(ctx.db, run, definition.trigger, payload, agent, now);
  const skipped = !agent.enabled
    ? agentMessages.disabled
    : evaluateConditions(definition.conditions, input).passed
      ? null
      : agentMessages.conditionsFalse;
  if (skipped) {
    await transaction(ctx, async (tx) => {
      const locked = await lockRun(tx, lease);
      if (locked) await saveRun(tx, locked, ended(input, 'skipped', skipped, now));
    });
    return null;
  }
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
  return { input, steps, startedAt: now };
}

/**
 * Inside the transaction of the run's first write: the budget (the agent row locked, so
 * two workers cannot both take its last slot), then the start's columns to write with the
 * step. Null when over budget: the run is saved as refused and no action runs.
 */
export async function beginInTx(
  tx: Tx,
  locked: AgentRunRow,
  start: PendingStart,
  agent: AgentRow,
): Promise<RunChanges | null> {
  const refusal = await budgetRefusal(tx, agent, locked.id, start.startedAt);
  if (refusal) {
    await saveRun(tx, locked, ended(start.input, 'refused', refusal, start.startedAt));
    return null;
  }
  return { input: start.input, steps: start.steps, startedAt: start.startedAt };
}

function ended(
  input: Record<string, unknown>,
  status: 'skipped' | 'refused',
  reason: string,
  now: Date,
): RunChanges {
  return { input, status, reason, startedAt: now, finishedAt: now, lockedUntil: null };
}
