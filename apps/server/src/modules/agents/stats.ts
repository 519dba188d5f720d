import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import type { AgentStats } from './presenter';
import { agentRuns } from './schema';

const DAY_MS = 86_400_000;

/**
 * The list's numbers of a page of agents in ONE statement (not one per agent): runs and
 * dead ones of the last 24 h, waiting ones, and the latest run's time and status. Each
 * agent's part is a lateral subquery on the (agent_id, created_at) index: the 24 h counts
 * read only that day's runs and the latest run is one index step, so an agent with a long
 * history costs no more to list than a new one (the waiting count filters that agent's rows).
 */
export async function statsOf(
  q: Queryable,
  member: Pick<MemberContext, 'workspaceId'>,
  ids: string[],
  now: Date,
): Promise<Map<string, AgentStats>> {
  if (ids.length === 0) return new Map();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const ofAgent = (...more: SQL[]) =>
    inWorkspace(agentRuns, member, sql`${agentRuns.agentId} = ids.id`, ...more);
  const { rows } = await q.execute<{
    agentId: string;
    runs24h: number;
    failed24h: number;
    waiting: number;
    lastRunAt: Date | string | null;
    lastStatus: AgentStats['lastStatus'];
  }>(sql`
    select ids.id as "agentId", day.runs24h, day.failed24h, w.waiting,
      last.created_at as "lastRunAt", last.status as "lastStatus"
    from unnest(array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]) as ids(id)
    cross join lateral (
      select count(*)::int as runs24h,
        (count(*) filter (where ${agentRuns.status} = 'dead'))::int as failed24h
      from ${agentRuns} where ${ofAgent(sql`${agentRuns.createdAt} > ${since}::timestamptz`)}
    ) day
    cross join lateral (
      select count(*)::int as waiting
      from ${agentRuns} where ${ofAgent(eq(agentRuns.status, 'waiting_approval'))}
    ) w
    left join lateral (
      select ${agentRuns.createdAt} as created_at, ${agentRuns.status} as status
      from ${agentRuns} where ${ofAgent()}
      order by ${agentRuns.createdAt} desc, ${agentRuns.id} desc limit 1
    ) last on true`);
  return new Map(
    rows.map((r) => [
      r.agentId,
      {
        runs24h: Number(r.runs24h),
        failed24h: Number(r.failed24h),
        waiting: Number(r.waiting),
        lastRunAt: r.lastRunAt === null ? null : new Date(r.lastRunAt),
        lastStatus: r.lastStatus,
      },
    ]),
  );
}
