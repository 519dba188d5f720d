import { can } from '@orbita/contracts';
import type { ActionKind, AgentAction } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import type { Tx } from '../../../platform/db/client';
import type { MemberContext } from '../../../platform/scope';
import {
  PermanentActionError,
  type ActionEnv,
  type ActionHandler,
  type ExternalActionHandler,
  type InternalActionHandler,
} from '../actions/types';
import { agentRuns, agents, type AgentRow, type AgentRunRow } from '../schema';
import { actorOf } from './actor';
import { definitionOf } from './definition';
import { recordFailure } from './failure';
import { engineMessages } from './messages';
import { runInOrigin } from './origin';
import type { ActionRegistry } from './registry';
import {
  LeaseLost,
  leaseOf,
  lockRun,
  saveRun,
  withStep,
  type EngineStep,
  type Lease,
  type RunChanges,
} from './run-state';
import { beginInTx, prepareStart, type PendingStart } from './start-run';
import { render } from './templates';

export interface EngineDeps {
  ctx: AppContext;
  registry: ActionRegistry;
  /** How long a claim holds a run before another worker may take it again. */
  leaseMs: number;
  /** The platform clock (tests move it). */
  now: () => Date;
  random: () => number;
}

/** How a processed run left the worker: finished, stopped, or queued again for `retryAt`. */
export type Outcome = { retryAt: Date | null };

/**
 * Runs one claimed run as far as it goes: the first start (input, conditions, budget), then
 * each action from the first step not yet done. An internal action and its step's status
 * commit in ONE transaction, so a crash at any instant leaves the step either done with its
 * effect or not done without it: a retried run never repeats it (exactly once). An external
 * action (HTTP) runs outside any transaction and its step commits after it answered: a crash
 * in between repeats the call (at least once; receivers get `${run.id}:${step}` to dedupe).
 * Before an action that needs approval the run stops and waits (decideRun resumes it).
 */
export async function processRun(deps: EngineDeps, claimed: AgentRunRow): Promise<Outcome> {
  const lease = leaseOf(claimed);
  let stepIndex: number | null = null;
  // The run's first start until it commits (with the first step): a failure records it.
  let start: PendingStart | null = null;
  try {
    const [agent] = await deps.ctx.db
      .select()
      .from(agents)
      .where(eq(agents.id, claimed.agentId))
      .limit(1);
    // Deleting an agent deletes its runs (cascade): nothing is left to do.
    if (!agent) return { retryAt: null };
    // Claimed once more than allowed: every earlier claim ended with its process (a crash).
    if (claimed.attempts > claimed.maxAttempts)
      throw new PermanentActionError(
        engineMessages.exhausted(claimed.maxAttempts, engineMessages.crashed),
      );
    const definition = await definitionOf(deps.ctx.db, agent, claimed.agentVersion);
    let run: AgentRunRow | null = claimed;
    if (!run.startedAt) {
      start = await prepareStart(deps.ctx, lease, run, agent, definition, deps.now());
      if (!start) return { retryAt: null };
      run = { ...run, input: start.input, steps: start.steps, startedAt: start.startedAt };
    }
    const actor = await actorOf(deps.ctx.db, agent);
    for (let i = 0; i < definition.actions.length; i++) {
      const step = run.steps[i] as EngineStep | undefined;
      if (step?.status === 'succeeded') continue;
      stepIndex = i;
      const action = definition.actions[i]!;
      if (action.requiresApproval && !step?.approvedBy) {
        await pauseForApproval(deps, lease, i, start, agent);
        return { retryAt: null };
      }
      const handler = deps.registry[action.kind] as ActionHandler | undefined;
      if (!handler) throw new PermanentActionError(engineMessages.unavailable(action.kind));
      if (!can(actor.role, handler.requires))
        throw new PermanentActionError(engineMessages.noPermission(action.kind, actor.role));
      run = await executeStep(deps, lease, run, start, {
        agent,
        actor,
        action,
        handler,
        index: i,
      });
      // Over budget (refused with the first write) or the hold was lost: nothing more here.
      if (!run) return { retryAt: null };
      start = null;
    }
    return { retryAt: null };
  } catch (err) {
    if (err instanceof LeaseLost) return { retryAt: null };
    return recordFailure(deps, lease, stepIndex, err, start);
  }
}

interface StepWork {
  agent: AgentRow;
  actor: MemberContext;
  action: AgentAction;
  handler: ActionHandler;
  index: number;
}

async function executeStep(
  deps: EngineDeps,
  lease: Lease,
  run: AgentRunRow,
  start: PendingStart | null,
  work: StepWork,
): Promise<AgentRunRow | null> {
  const { agent, action, handler, index } = work;
  // Earlier steps' outputs by index: `{{steps.0.itemId}}`.
  const scope = { ...run.input, steps: run.steps.map((s) => s.output ?? {}) };
  const env: ActionEnv = {
    ctx: deps.ctx,
    actor: work.actor,
    agent: { id: agent.id, name: agent.name, createdBy: agent.createdBy },
    run: { id: run.id, depth: run.depth, attempt: lease.attempt, stepIndex: index },
    input: scope,
    render: (template) => render(template, scope),
  };
  const origin = { agentId: agent.id, runId: run.id, depth: run.depth };
  const startedAt = deps.now().toISOString();
  /** The step done (and the run, after its last step), with the start when it is pending. */
  const commit = (
    tx: Tx,
    locked: AgentRunRow,
    base: RunChanges,
    output: Record<string, unknown>,
  ) => {
    const current = base.steps ?? locked.steps;
    const steps = withStep(current, index, {
      status: 'succeeded',
      output,
      error: null,
      attempts: (current[index]?.attempts ?? 0) + 1,
      startedAt,
      finishedAt: deps.now().toISOString(),
    });
    const now = deps.now();
    const done = steps.every((s) => s.status === 'succeeded');
    return saveRun(
      tx,
      locked,
      done
        ? { ...base, steps, status: 'succeeded', reason: null, finishedAt: now, lockedUntil: null }
        : { ...base, steps, lockedUntil: new Date(now.getTime() + deps.leaseMs) },
    );
  };
  if (!handler.external) {
    const internal = handler as InternalActionHandler<ActionKind>;
    return transaction(deps.ctx, async (tx) => {
      // Lock first: a second worker holding a stale claim waits here, then finds it lost.
      const locked = await lockRun(tx, lease);
      if (!locked) throw new LeaseLost();
      const base = start ? await beginInTx(tx, locked, start, agent) : {};
      if (!base) return null;
      const output = await runInOrigin(origin, () => internal.run(action as never, env, tx));
      return commit(tx, locked, base, output);
    });
  }
  const external = handler as ExternalActionHandler<ActionKind>;
  // The start commits before the call: the call's result may take a minute, the log shows it running.
  if (start) {
    const begun = await transaction(deps.ctx, async (tx) => {
      const locked = await lockRun(tx, lease);
      if (!locked) throw new LeaseLost();
      const base = await beginInTx(tx, locked, start, agent);
      return base && saveRun(tx, locked, base);
    });
    if (!begun) return null;
  }
  await extendLease(deps, lease, EXTERNAL_HOLD_MS);
  const output = await runInOrigin(origin, () => external.run(action as never, env));
  return transaction(deps.ctx, async (tx) => {
    const locked = await lockRun(tx, lease);
    if (!locked) throw new LeaseLost();
    return commit(tx, locked, {}, output);
  });
}

/** Longest an outside call may take (the language model's 60 s timeout, and some margin). */
const EXTERNAL_HOLD_MS = 3 * 60_000;

/** Holds the run for a slow outside call, so no other worker repeats it meanwhile. */
async function extendLease(deps: EngineDeps, lease: Lease, ms: number): Promise<void> {
  const extended = await deps.ctx.db
    .update(agentRuns)
    .set({ lockedUntil: new Date(deps.now().getTime() + ms) })
    .where(
      and(
        eq(agentRuns.id, lease.id),
        eq(agentRuns.status, 'running'),
        eq(agentRuns.attempts, lease.attempt),
      ),
    )
    .returning({ id: agentRuns.id });
  if (extended.length === 0) throw new LeaseLost();
}

async function pauseForApproval(
  deps: EngineDeps,
  lease: Lease,
  index: number,
  start: PendingStart | null,
  agent: AgentRow,
): Promise<void> {
  await transaction(deps.ctx, async (tx) => {
    const locked = await lockRun(tx, lease);
    if (!locked) return;
    const base = start ? await beginInTx(tx, locked, start, agent) : {};
    if (!base) return;
    await saveRun(tx, locked, {
      ...base,
      steps: withStep(base.steps ?? locked.steps, index, { status: 'waiting_approval' }),
      status: 'waiting_approval',
      lockedUntil: null,
      // Waiting is not a failed attempt: the approved run's next claim counts this one again.
      attempts: locked.attempts - 1,
    });
  });
}
