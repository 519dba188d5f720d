import { agentMessages } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import { afterCommit, transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { findInWorkspace, type MemberContext } from '../../../platform/scope';
import { agentRuns, agents, type AgentRunRow } from '../schema';
import { insertRuns } from './enqueue';
import { pokeEngine } from './local';

/**
 * The external call to an agent's URL: queues one run whose `event` is the call's body.
 * With an `Idempotency-Key` the same key twice is one run (the second call answers the
 * first's run), so a caller may retry a call whose answer it lost. Without a key every
 * call is a run of its own.
 */
export async function enqueueExternal(
  ctx: AppContext,
  member: MemberContext,
  agentId: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<AgentRunRow> {
  const payload =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return transaction(ctx, async (tx) => {
    const agent = await findInWorkspace(tx, agents, member, agentId, agentMessages.notFound);
    if (agent.triggerKind !== 'webhook') throw AppError.conflict(agentMessages.notWebhook);
    if (!agent.enabled) throw AppError.conflict(agentMessages.disabled);
    // Namespaced, so a caller's key can never meet a schedule's `schedule:<time>` key.
    const eventKey = idempotencyKey ? `key:${idempotencyKey}` : `call:${randomUUID()}`;
    const [queued] = await insertRuns(
      tx,
      [
        {
          workspaceId: agent.workspaceId,
          agentId: agent.id,
          agentVersion: agent.version,
          trigger: 'webhook',
          event: null,
          eventKey,
          payload,
          depth: 0,
        },
      ],
      clock.now(),
    );
    if (queued) {
      afterCommit(tx, (c) => pokeEngine(c.events));
      return queued;
    }
    const [existing] = await tx
      .select()
      .from(agentRuns)
      .where(and(eq(agentRuns.agentId, agent.id), eq(agentRuns.eventKey, eventKey)))
      .limit(1);
    return existing!;
  });
}
