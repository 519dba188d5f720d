import type { AgentTrigger } from '@orbita/contracts/agents';
import type { Queryable } from '../../../platform/db/client';
import type { AgentRow, AgentRunRow } from '../schema';

/**
 * The run's input, built when it starts. H4's `buildRunInput` (engine/input.ts) reads the
 * records the event names; until it is wired here the input is the event and the fields
 * every run has.
 */
export async function runInputOf(
  _q: Queryable,
  _run: Pick<AgentRunRow, 'id' | 'workspaceId' | 'event'>,
  _trigger: AgentTrigger,
  payload: Record<string, unknown>,
  agent: Pick<AgentRow, 'id' | 'name'>,
  now: Date,
): Promise<Record<string, unknown>> {
  return { event: payload, run: { at: now.toISOString() }, agent: { name: agent.name } };
}

/** The dry run's event when none is given: a sample of what the trigger would carry. */
export function sampleEventOf(
  trigger: AgentTrigger,
  workspaceId: string,
  now: Date,
): Record<string, unknown> {
  if (trigger.kind === 'schedule') return { scheduledAt: now.toISOString() };
  if (trigger.kind === 'webhook') return { exemplo: 'valor' };
  return { workspaceId, actorId: null };
}
