import { agentRunsEntity, type RunStatus, type TriggerKind } from '@orbita/contracts/agents';
import type { Tx } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { presentRun } from '../presenter';
import { agentRuns, type AgentRunRow } from '../schema';

export interface NewRun {
  workspaceId: string;
  agentId: string;
  agentVersion: number;
  trigger: TriggerKind;
  event: string | null;
  /** What makes enqueueing idempotent: one run per (agent, key). */
  eventKey: string;
  /** The payload (event), the external body or the schedule's firing. */
  payload: Record<string, unknown>;
  depth: number;
  /** `skipped` with a reason: recorded in the log, never run (the loop limit). */
  skippedBecause?: string;
}

/**
 * Inserts runs in the caller's transaction, `ON CONFLICT DO NOTHING` on (agent, event key):
 * the same event delivered twice to an agent is one run. Answers the rows really inserted.
 * Times come from the platform clock, so the queue, the budget windows and the log agree
 * with a test's clock.
 */
export async function insertRuns(tx: Tx, runs: NewRun[], now: Date): Promise<AgentRunRow[]> {
  if (runs.length === 0) return [];
  const rows = await tx
    .insert(agentRuns)
    .values(
      runs.map((run) => ({
        workspaceId: run.workspaceId,
        agentId: run.agentId,
        agentVersion: run.agentVersion,
        status: (run.skippedBecause ? 'skipped' : 'queued') as RunStatus,
        trigger: run.trigger,
        event: run.event,
        eventKey: run.eventKey,
        input: { event: run.payload },
        reason: run.skippedBecause ?? null,
        depth: run.depth,
        nextAttemptAt: now,
        createdAt: now,
        ...(run.skippedBecause ? { startedAt: now, finishedAt: now } : {}),
      })),
    )
    .onConflictDoNothing({ target: [agentRuns.agentId, agentRuns.eventKey] })
    .returning();
  for (const row of rows) {
    if (row.status === 'skipped')
      await emit(tx, 'agents.run.finished', {
        workspaceId: row.workspaceId,
        actorId: null,
        agentId: row.agentId,
        runId: row.id,
        status: row.status,
      });
    publishAfterCommit(tx, row.workspaceId, {
      type: 'created',
      entity: agentRunsEntity,
      id: row.id,
      data: presentRun(row),
    });
  }
  return rows;
}
