import { agentMessages } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import { afterCommit, transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { users } from '../../../platform/identity/schema';
import { inWorkspace, type MemberContext } from '../../../platform/scope';
import { agentRuns, type AgentRunRow } from '../schema';
import { pokeEngine } from './local';
import { saveRun, withStep } from './run-state';

/**
 * An Admin's answer to a run waiting for approval. Approved: the step is marked approved
 * and the run queued again, continuing from that step. Denied: the step and the run end as
 * denied. Only a waiting run can be decided (409 otherwise, e.g. a second click or another
 * Admin was first); another workspace's run answers 404 like a missing one.
 */
export async function decideRun(
  ctx: AppContext,
  member: MemberContext,
  agentId: string,
  runId: string,
  approved: boolean,
): Promise<AgentRunRow> {
  return transaction(ctx, async (tx) => {
    const [run] = await tx
      .select()
      .from(agentRuns)
      .where(
        inWorkspace(
          agentRuns,
          member,
          and(eq(agentRuns.id, runId), eq(agentRuns.agentId, agentId)),
        ),
      )
      .for('update');
    if (!run) throw AppError.notFound(agentMessages.runNotFound);
    const index = run.steps.findIndex((step) => step.status === 'waiting_approval');
    if (run.status !== 'waiting_approval' || index < 0)
      throw AppError.conflict(agentMessages.notWaiting);
    const now = clock.now();
    const decided = {
      approvedBy: approved ? member.userId : null,
      approvedAt: approved ? now.toISOString() : null,
    };
    await emit(tx, 'agents.run.decided', {
      workspaceId: run.workspaceId,
      actorId: member.userId,
      agentId: run.agentId,
      runId: run.id,
      approved,
    });
    if (approved) {
      const saved = await saveRun(tx, run, {
        steps: withStep(run.steps, index, { status: 'pending', ...decided }),
        status: 'queued',
        reason: null,
        nextAttemptAt: now,
      });
      afterCommit(tx, (c) => pokeEngine(c.events));
      return saved;
    }
    const [who] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, member.userId))
      .limit(1);
    return saveRun(tx, run, {
      steps: withStep(run.steps, index, { status: 'denied', finishedAt: now.toISOString() }),
      status: 'denied',
      reason: `Negada por ${who?.name ?? 'um Admin'}.`,
      finishedAt: now,
      lockedUntil: null,
    });
  });
}
