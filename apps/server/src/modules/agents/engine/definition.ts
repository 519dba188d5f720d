import type { AgentAction, AgentConditions, AgentTrigger } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { agentVersions, type AgentRow } from '../schema';

/** What a run executes: the trigger, conditions and actions of the version it was queued with. */
export interface RunDefinition {
  trigger: AgentTrigger;
  conditions: AgentConditions;
  actions: AgentAction[];
}

/**
 * The definition of the agent's version `version`: a run queued before an edit runs what
 * was saved when its event happened, and its retries keep running the same chain. The
 * role and the budget are not taken from the version but from the agent now: they are
 * the Admin's latest word on what the agent may do and how often.
 */
export async function definitionOf(
  q: Queryable,
  agent: AgentRow,
  version: number,
): Promise<RunDefinition> {
  if (agent.version !== version) {
    const [saved] = await q
      .select({ definition: agentVersions.definition })
      .from(agentVersions)
      .where(and(eq(agentVersions.agentId, agent.id), eq(agentVersions.version, version)))
      .limit(1);
    if (saved) return saved.definition;
  }
  return { trigger: agent.trigger, conditions: agent.conditions, actions: agent.actions };
}
