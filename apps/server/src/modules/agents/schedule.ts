import type { AgentTrigger } from '@orbita/contracts/agents';
import type { Queryable } from '../../platform/db/client';
import { agentTimeZone, nextScheduledRun } from './engine/schedule';

/**
 * A schedule's next firing as the agents table keeps it (`next_run_at`, which the engine's
 * scheduler claims): the cron read in the agent's time zone (its creator's, see
 * engine/schedule.ts); null for other triggers and for a disabled agent. The cron is checked
 * even when disabled (422 badCron), so no agent is saved with a schedule that cannot fire.
 */
export async function nextRunOf(
  q: Queryable,
  createdBy: string | null,
  trigger: AgentTrigger,
  enabled: boolean,
  now: Date,
): Promise<Date | null> {
  if (trigger.kind !== 'schedule') return null;
  const next = nextScheduledRun(trigger.cron, await agentTimeZone(q, createdBy), now);
  return enabled ? next : null;
}
