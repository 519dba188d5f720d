import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { agents } from '../schema';
import { insertRuns } from './enqueue';
import { agentTimeZone, nextScheduledRun } from './schedule';

/** How often an instance looks for schedules whose time came. */
export const SCHEDULE_SWEEP_MS = 15_000;
const SWEEP_MAX = 200;

/**
 * Fires every schedule due at `now`, one transaction per agent: claims the agent row
 * (`FOR UPDATE SKIP LOCKED`, so two instances never fire one firing twice), queues the run
 * keyed `schedule:<the firing's ISO time>` (idempotent even if two sweeps met it) and
 * moves `next_run_at` to the first firing after `now`. After a downtime that is once, not
 * once per missed firing: a schedule catches up with one run. Answers how many fired.
 * `workspaceIds`: only those workspaces' schedules (tests; the app sweeps every one).
 */
export async function fireDueSchedules(
  ctx: AppContext,
  now: Date,
  workspaceIds?: readonly string[],
): Promise<number> {
  let fired = 0;
  for (let i = 0; i < SWEEP_MAX; i++) {
    const done = await transaction(ctx, async (tx) => {
      const [agent] = await tx
        .select()
        .from(agents)
        .where(
          and(
            eq(agents.enabled, true),
            eq(agents.triggerKind, 'schedule'),
            lte(agents.nextRunAt, now),
            workspaceIds ? inArray(agents.workspaceId, [...workspaceIds]) : undefined,
          ),
        )
        .orderBy(asc(agents.nextRunAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!agent) return false;
      const slot = agent.nextRunAt!;
      let next: Date | null = null;
      if (agent.trigger.kind === 'schedule') {
        try {
          next = nextScheduledRun(
            agent.trigger.cron,
            await agentTimeZone(tx, agent.createdBy),
            now,
          );
        } catch (err) {
          // Saved crons are checked; one that no longer parses stops firing instead of looping.
          if (!(err instanceof AppError)) throw err;
        }
      }
      const queued = await insertRuns(
        tx,
        [
          {
            workspaceId: agent.workspaceId,
            agentId: agent.id,
            agentVersion: agent.version,
            trigger: 'schedule',
            event: null,
            eventKey: `schedule:${slot.toISOString()}`,
            payload: { scheduledAt: slot.toISOString() },
            depth: 0,
          },
        ],
        now,
      );
      await tx.update(agents).set({ nextRunAt: next }).where(eq(agents.id, agent.id));
      if (queued.length > 0) fired++;
      return true;
    });
    if (!done) break;
  }
  return fired;
}

/** Sweeps now and every SCHEDULE_SWEEP_MS; `poke` wakes the worker when something fired. */
export function startScheduler(
  ctx: AppContext,
  now: () => Date,
  poke: () => void,
  closed: () => boolean,
): () => void {
  let sweeping = false;
  const tick = () => {
    if (sweeping) return;
    if (closed()) return stop();
    sweeping = true;
    fireDueSchedules(ctx, now())
      .then((fired) => {
        if (fired > 0) poke();
      })
      .catch((err: unknown) => {
        if (closed()) stop();
        else ctx.log.warn({ err }, 'agents: agendador falhou');
      })
      .finally(() => {
        sweeping = false;
      });
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, SCHEDULE_SWEEP_MS);
  first.unref();
  timer.unref();
  function stop() {
    clearTimeout(first);
    clearInterval(timer);
  }
  return stop;
}
