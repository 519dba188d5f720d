import { lowerRole } from '@orbita/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { memberships } from '../../../platform/identity/schema';
import type { MemberContext } from '../../../platform/scope';
import { PermanentActionError } from '../actions/types';
import type { AgentRow } from '../schema';
import { engineMessages } from './messages';

/**
 * Who the agent acts as: its creator, with the role the Admin chose for the agent capped by
 * the creator's role now (like an API key): an agent never does more than its creator may
 * today. A creator who left the workspace (or whose account is gone) leaves the agent
 * unable to act: the run dies with the reason.
 */
export async function actorOf(
  q: Queryable,
  agent: Pick<AgentRow, 'workspaceId' | 'createdBy' | 'role'>,
): Promise<MemberContext> {
  if (!agent.createdBy) throw new PermanentActionError(engineMessages.creatorGone);
  const [membership] = await q
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.workspaceId, agent.workspaceId), eq(memberships.userId, agent.createdBy)),
    )
    .limit(1);
  if (!membership) throw new PermanentActionError(engineMessages.creatorGone);
  return {
    userId: agent.createdBy,
    workspaceId: agent.workspaceId,
    role: lowerRole(agent.role, membership.role),
  };
}
