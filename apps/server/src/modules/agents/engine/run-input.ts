import type { AgentTrigger } from '@orbita/contracts/agents';
import type { Queryable } from '../../../platform/db/client';
import type { AgentRow, AgentRunRow } from '../schema';
import { buildRunInput, sampleEvent } from './input';

/**
 * The run's input, built when it starts (engine/input.ts): the event, the records its
 * catalog entry names read now from the workspace, and the fields every run has.
 */
export async function runInputOf(
  q: Queryable,
  run: Pick<AgentRunRow, 'id' | 'workspaceId' | 'event'>,
  trigger: AgentTrigger,
  payload: Record<string, unknown>,
  agent: Pick<AgentRow, 'id' | 'name'>,
  now: Date,
): Promise<Record<string, unknown>> {
  const eventName = trigger.kind === 'event' ? trigger.event : null;
  return buildRunInput(q, run.workspaceId, trigger, eventName, payload, agent, now);
}

/** The dry run's event when none is given: a sample of what the trigger would carry. */
export function sampleEventOf(
  trigger: AgentTrigger,
  workspaceId: string,
  now: Date,
): Record<string, unknown> {
  if (trigger.kind === 'schedule') return { scheduledAt: now.toISOString() };
  if (trigger.kind === 'webhook') return { exemplo: 'valor' };
  return { ...sampleEvent(trigger.event, now), workspaceId, actorId: null };
}
