import type { DryRunResult } from '@orbita/contracts/agents';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { EventBus } from '../../../platform/events/bus';
import type { MemberContext } from '../../../platform/scope';
import { actionHandlers } from '../actions';
import type { AgentRow } from '../schema';
import { dryRunWith } from './dry-run';
import { registerEngine } from './local';
import { startMatcher } from './matcher';
import { startScheduler } from './scheduler';
import { createWorker } from './worker';

/**
 * The agents engine: the matcher (events → queued runs, inside the emitting transaction),
 * the worker (claims runs from `agent_runs` and executes their actions) and the scheduler
 * (cron triggers). One per app. Guarantees:
 *  - a run is queued exactly when the change that woke it commits; an event wakes an agent
 *    once (event key per emitted event; external calls may send an Idempotency-Key);
 *  - at-least-once delivery: a crashed worker's claim expires and another takes the run;
 *    Orbita's own actions commit with their step (exactly-once effects), outside calls
 *    (webhook, language model) may repeat after a crash;
 *  - runs of one agent may run in parallel, in no promised order;
 *  - retries with backoff (5 s doubling, ≤ 10 min) up to 5 attempts, then `dead`;
 *  - chains of agents stop at AGENT_MAX_DEPTH; budgets per hour/day; approval pauses.
 */
export interface AgentsEngine {
  poke(): void;
  /** Stops the scheduler and the worker after the runs in hand finish. */
  stop(): Promise<void>;
}

/**
 * Starts the engine for one app. `onClose` receives the stop function (the module passes
 * `app.addHook('onClose', …)`, like publications' scheduler), so the runs in hand finish
 * before the app's pool closes. Without it the worker still stops by itself on its first
 * poll after the pool closed. Idle, it costs one indexed query every few seconds.
 */
export function startAgents(
  bus: EventBus,
  ctx: AppContext,
  onClose?: (stop: () => Promise<void>) => void,
): AgentsEngine {
  const now = () => clock.now();
  const worker = createWorker({ ctx, registry: actionHandlers, now });
  const unsubscribe = startMatcher(bus, () => worker.poke());
  registerEngine(bus, worker);
  const stopScheduler = startScheduler(
    ctx,
    now,
    () => worker.poke(),
    () => (ctx.db as unknown as { $client?: { ending?: boolean } }).$client?.ending === true,
  );
  worker.start();
  const stop = async () => {
    unsubscribe();
    stopScheduler();
    await worker.stop();
  };
  onClose?.(stop);
  return { poke: () => worker.poke(), stop };
}

/** The dry run with every real action (see dry-run.ts). */
export function dryRun(
  ctx: AppContext,
  member: MemberContext,
  agent: AgentRow,
  sampleEvent?: Record<string, unknown>,
): Promise<DryRunResult> {
  return dryRunWith(actionHandlers, ctx, member, agent, sampleEvent);
}

export { decideRun } from './decide';
export { enqueueExternal } from './external';
export { agentTimeZone, DEFAULT_AGENT_TIME_ZONE, nextScheduledRun } from './schedule';
export { evaluateConditions } from './conditions';
export { render } from './templates';
