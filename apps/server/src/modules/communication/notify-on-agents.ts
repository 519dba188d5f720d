import { actionKindLabels } from '@orbita/contracts/agents';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/bus';
import { memberships } from '../../platform/identity/schema';
import { runNoticeBrief } from '../agents';
import { clip, deliver } from './notify';
import { on, quote } from './notify-helpers';

const runLink = (agentId: string, runId: string) => `/conta/agente/${agentId}?execucao=${runId}`;

/** The workspace's Principal and Admins now, plus the agent's creator (if still a member: deliver checks). */
async function approvers(tx: Tx, workspaceId: string, createdBy: string | null) {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(eq(memberships.workspaceId, workspaceId), inArray(memberships.role, ['owner', 'admin'])),
    );
  return [...new Set([...(createdBy ? [createdBy] : []), ...rows.map((r) => r.userId)])];
}

/**
 * Agents' notifications: what an agent's `notify` action says, an approval a run waits for,
 * and a run that failed for good. The agent speaks, not a person, so no one is skipped as
 * "the actor" (the creator is told of their own agent's doings). Names are text, as always.
 */
export function subscribeAgentNotices(bus: EventBus): void {
  // Not guarded: this notification is the action itself, so a failure fails the step (and
  // the engine retries it) instead of being swallowed.
  bus.onInTransaction('agents.notice.sent', async (e, tx) => {
    for (const userId of e.userIds)
      await deliver(tx, {
        event: 'agent-message',
        kind: 'agent',
        workspaceId: e.workspaceId,
        userId,
        actorId: null,
        title: e.title,
        body: e.body,
        link: e.link,
      });
  });

  on(bus, 'agents.run.awaiting-approval', async (e, tx) => {
    const run = await runNoticeBrief(tx, e.workspaceId, e.agentId, e.runId, e.actionIndex);
    if (!run) return;
    const what = run.actionKind ? actionKindLabels[run.actionKind] : 'a próxima ação';
    for (const userId of await approvers(tx, e.workspaceId, run.createdBy))
      await deliver(tx, {
        event: 'agent-approval',
        kind: 'agent',
        workspaceId: e.workspaceId,
        userId,
        actorId: null,
        title: `O agente ${quote(run.agentName)} aguarda sua aprovação para ${quote(what)}.`,
        body: 'Abra a execução para aprovar ou negar.',
        link: runLink(e.agentId, e.runId),
      });
  });

  on(bus, 'agents.run.finished', async (e, tx) => {
    if (e.status !== 'dead') return;
    const run = await runNoticeBrief(tx, e.workspaceId, e.agentId, e.runId);
    if (!run?.createdBy) return;
    const reason = run.reason ?? 'erro desconhecido.';
    await deliver(tx, {
      event: 'agent-failed',
      kind: 'agent',
      workspaceId: e.workspaceId,
      userId: run.createdBy,
      actorId: null,
      title: `O agente ${quote(run.agentName)} falhou: ${clip(reason, 100)}`,
      body: reason,
      link: runLink(e.agentId, e.runId),
    });
  });
}
