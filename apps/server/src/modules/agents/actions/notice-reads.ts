import type { ActionKind } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { agentRuns, agents, agentVersions } from '../schema';

/** What communication says about a run (approval asked, run failed): read by id, scoped. */
export interface RunNoticeBrief {
  agentName: string;
  createdBy: string | null;
  status: string;
  reason: string | null;
  /** The kind of the action at `actionIndex` (the one waiting for approval), when asked. */
  actionKind: ActionKind | null;
}

export async function runNoticeBrief(
  q: Queryable,
  workspaceId: string,
  agentId: string,
  runId: string,
  actionIndex?: number,
): Promise<RunNoticeBrief | null> {
  const [row] = await q
    .select({
      agentName: agents.name,
      createdBy: agents.createdBy,
      actions: agents.actions,
      status: agentRuns.status,
      reason: agentRuns.reason,
      steps: agentRuns.steps,
      agentVersion: agentRuns.agentVersion,
    })
    .from(agentRuns)
    .innerJoin(agents, eq(agents.id, agentRuns.agentId))
    .where(
      and(
        eq(agentRuns.workspaceId, workspaceId),
        eq(agentRuns.agentId, agentId),
        eq(agentRuns.id, runId),
      ),
    );
  if (!row) return null;
  let actionKind: ActionKind | null = null;
  if (actionIndex !== undefined) {
    // The run follows the version it started with; the agent may have been edited since.
    actionKind = row.steps.find((s) => s.index === actionIndex)?.kind ?? null;
    if (!actionKind) {
      const [version] = await q
        .select({ definition: agentVersions.definition })
        .from(agentVersions)
        .where(
          and(eq(agentVersions.agentId, agentId), eq(agentVersions.version, row.agentVersion)),
        );
      actionKind = (version?.definition.actions ?? row.actions)[actionIndex]?.kind ?? null;
    }
  }
  return {
    agentName: row.agentName,
    createdBy: row.createdBy,
    status: row.status,
    reason: row.reason,
    actionKind,
  };
}
