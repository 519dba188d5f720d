import { agentRunsEntity, type RunStatus, type RunStep } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { presentRun } from '../presenter';
import { agentRuns, type AgentRunRow } from '../schema';

/**
 * A worker's hold on a claimed run: its claim is the `attempts` value it set. Every write
 * of the worker re-reads the row locked and checks the hold, so a worker whose claim
 * expired (it stalled past `locked_until` and another took the run) changes nothing more.
 */
export interface Lease {
  id: string;
  workspaceId: string;
  attempt: number;
}

export const leaseOf = (row: AgentRunRow): Lease => ({
  id: row.id,
  workspaceId: row.workspaceId,
  attempt: row.attempts,
});

/** Thrown inside a step's transaction when the hold is gone: rolls the step back. */
export class LeaseLost extends Error {
  constructor() {
    super('agents: execução retomada por outro processo');
  }
}

/** The run locked for this transaction, if this worker still holds it. */
export async function lockRun(tx: Tx, lease: Lease): Promise<AgentRunRow | null> {
  const [row] = await tx
    .select()
    .from(agentRuns)
    .where(
      and(
        eq(agentRuns.id, lease.id),
        eq(agentRuns.workspaceId, lease.workspaceId),
        eq(agentRuns.status, 'running'),
        eq(agentRuns.attempts, lease.attempt),
      ),
    )
    .for('update');
  return row ?? null;
}

export type RunChanges = Partial<
  Pick<
    AgentRunRow,
    | 'status'
    | 'steps'
    | 'input'
    | 'reason'
    | 'attempts'
    | 'nextAttemptAt'
    | 'lockedUntil'
    | 'startedAt'
    | 'finishedAt'
  >
>;

const ended: readonly RunStatus[] = ['succeeded', 'skipped', 'refused', 'denied', 'dead'];

/**
 * Writes a locked run's new state, tells the bus when it ended or stopped for approval
 * (inside this transaction, so those events are as durable as the state), and publishes
 * the run to the workspace's open tabs after the commit.
 */
export async function saveRun(tx: Tx, row: AgentRunRow, changes: RunChanges): Promise<AgentRunRow> {
  const [saved] = await tx
    .update(agentRuns)
    .set(changes)
    .where(and(eq(agentRuns.id, row.id), eq(agentRuns.workspaceId, row.workspaceId)))
    .returning();
  const run = saved!;
  const base = { workspaceId: run.workspaceId, actorId: null, agentId: run.agentId, runId: run.id };
  if (changes.status && ended.includes(changes.status))
    await emit(tx, 'agents.run.finished', { ...base, status: run.status });
  if (changes.status === 'waiting_approval')
    await emit(tx, 'agents.run.awaiting-approval', {
      ...base,
      actionIndex: run.steps.findIndex((s) => s.status === 'waiting_approval'),
    });
  publishAfterCommit(tx, run.workspaceId, {
    type: 'updated',
    entity: agentRunsEntity,
    id: run.id,
    data: presentRun(run),
  });
  return run;
}

/** A step as the engine keeps it: the contract's fields, plus who approved it. */
export type EngineStep = RunStep & { approvedBy?: string | null; approvedAt?: string | null };

/** The steps with step `index` replaced by `change` applied to it. */
export function withStep(steps: RunStep[], index: number, change: Partial<EngineStep>): RunStep[] {
  return steps.map((step, i) => (i === index ? ({ ...step, ...change } as RunStep) : step));
}
