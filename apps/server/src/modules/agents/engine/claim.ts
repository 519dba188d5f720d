import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { agentRuns, type AgentRunRow } from '../schema';

/**
 * Takes up to `limit` due runs for this worker: queued ones whose time came, and running
 * ones whose holder's claim expired (a crashed or stalled process). `FOR UPDATE SKIP
 * LOCKED`: workers of every instance claim at once without taking the same run or waiting
 * on each other. Each claim counts an attempt (so a run that keeps killing its process
 * still reaches its dead letter) and holds the run until `locked_until`. `workspaceIds`
 * confines a test's worker to its own workspaces (an app's worker takes every run).
 */
export async function claimDue(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
  workspaceIds?: readonly string[],
): Promise<AgentRunRow[]> {
  if (limit <= 0) return [];
  const due = db
    .select({ id: agentRuns.id })
    .from(agentRuns)
    .where(
      and(
        inArray(agentRuns.status, ['queued', 'running']),
        lte(agentRuns.nextAttemptAt, now),
        or(eq(agentRuns.status, 'queued'), lt(agentRuns.lockedUntil, now)),
        workspaceIds ? inArray(agentRuns.workspaceId, [...workspaceIds]) : undefined,
      ),
    )
    .orderBy(asc(agentRuns.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(agentRuns)
    .set({
      status: 'running',
      attempts: sql`${agentRuns.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(agentRuns.id, due))
    .returning();
}
