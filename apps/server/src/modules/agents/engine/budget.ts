import { agentMessages } from '@orbita/contracts/agents';
import { and, eq, gt, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { agentRuns, agents, type AgentRow } from '../schema';

const HOUR = 3_600_000;

/**
 * The agent's budget, checked when a run starts: runs of the agent that started in the
 * last hour / day (skipped and refused ones never did anything, so they do not count). The
 * agent's row is locked (`FOR NO KEY UPDATE`: events inserting runs for it are not held up)
 * so two workers starting runs of one agent at once cannot both take the last slot.
 * Answers the pt-BR refusal, or null when the run may go.
 */
export async function budgetRefusal(
  tx: Tx,
  agent: Pick<AgentRow, 'id' | 'budgetPerHour' | 'budgetPerDay'>,
  runId: string,
  now: Date,
): Promise<string | null> {
  const { budgetPerHour: perHour, budgetPerDay: perDay } = agent;
  if (perHour === null && perDay === null) return null;
  await tx
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.id, agent.id))
    .for('no key update');
  const hourAgo = new Date(now.getTime() - HOUR);
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  const [counts] = await tx
    .select({
      hour: sql<number>`count(*) filter (where ${gt(agentRuns.startedAt, hourAgo)})::int`,
      day: sql<number>`count(*)::int`,
    })
    .from(agentRuns)
    .where(
      and(
        eq(agentRuns.agentId, agent.id),
        // Bounds the index range (agent, created_at): a run started today was queued at most
        // a day before, except in a backlog older than that, which this then undercounts.
        gt(agentRuns.createdAt, new Date(now.getTime() - 48 * HOUR)),
        gt(agentRuns.startedAt, dayAgo),
        notInArray(agentRuns.status, ['skipped', 'refused']),
        ne(agentRuns.id, runId),
      ),
    );
  if (perHour !== null && (counts?.hour ?? 0) >= perHour) return agentMessages.budgetHour(perHour);
  if (perDay !== null && (counts?.day ?? 0) >= perDay) return agentMessages.budgetDay(perDay);
  return null;
}
