import { agentMessages } from '@orbita/contracts/agents';
import { CronExpressionParser } from 'cron-parser';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { personTimeZone } from '../../settings';

/** Days and hours of Orbita are São Paulo's unless someone chose another zone. */
export const DEFAULT_AGENT_TIME_ZONE = 'America/Sao_Paulo';

/** cron-parser's random `H` as a value of its own (not the H of a name like THU). */
const randomH = /(^|[^a-z])h([^a-z]|$)/i;

function badCron(): AppError {
  return new AppError(422, 'agents.bad_cron', agentMessages.badCron, {
    'trigger.cron': agentMessages.badCron,
  });
}

/**
 * The first firing of a five-field cron (minute hour day month weekday) strictly after
 * `after`, read in `timeZone` ("0 9 * * 1" is Monday 9:00 there, daylight saving included).
 * cron-parser also takes a seconds field, `@` shortcuts and the random `H`; a schedule here
 * is exactly five fields without `H` (its firing would change on every parse), so those
 * answer 422 like any other invalid cron.
 */
export function nextScheduledRun(cron: string, timeZone: string, after: Date): Date {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5 || randomH.test(cron)) throw badCron();
  try {
    return CronExpressionParser.parse(fields.join(' '), {
      currentDate: after,
      tz: timeZone,
      strict: false,
    })
      .next()
      .toDate();
  } catch {
    throw badCron();
  }
}

/**
 * The zone an agent's schedule is read in. Workspaces have no zone of their own, so it is
 * the zone its creator chose in their settings (America/Sao_Paulo until they choose; also
 * when the creator is gone).
 */
export async function agentTimeZone(q: Queryable, createdBy: string | null): Promise<string> {
  if (!createdBy) return DEFAULT_AGENT_TIME_ZONE;
  return personTimeZone(q, createdBy);
}
