import type { DomainEventBase } from '@orbita/contracts';
import { AGENT_MAX_DEPTH, agentEventCatalog, agentMessages } from '@orbita/contracts/agents';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { clock } from '../../../platform/clock';
import { afterCommit } from '../../../platform/db/transaction';
import type { EventBus } from '../../../platform/events/bus';
import { inWorkspace } from '../../../platform/scope';
import { agents } from '../schema';
import { insertRuns } from './enqueue';
import { currentOrigin } from './origin';

/** Events an agent may wake on: the catalog's (agents' own events are never there). */
export function wakesAgents(name: string): boolean {
  return Object.hasOwn(agentEventCatalog, name) && !name.startsWith('agents.');
}

/**
 * The matcher: every event of the bus, inside the transaction that emitted it, becomes one
 * queued run per enabled agent of that workspace waiting for that event — durable exactly
 * when the change is (never lost after a commit, never queued for a change that rolled
 * back). One indexed read per event (agents_event_idx); `poke` wakes this instance's worker
 * after the commit, so a run starts within milliseconds here, and other instances find it
 * by polling.
 *
 * An event emitted by an agent's own action (inside the acting run's origin) wakes runs one
 * level deeper; past AGENT_MAX_DEPTH they are recorded as skipped (shown in the log), so an
 * agent that wakes itself, or two that wake each other, stop instead of looping.
 */
export function startMatcher(bus: EventBus, poke: () => void): () => void {
  return bus.onAnyInTransaction(async (event, tx) => {
    if (!wakesAgents(event.name)) return;
    const payload = event.payload as DomainEventBase & Record<string, unknown>;
    const found = await tx
      .select({ id: agents.id, version: agents.version })
      .from(agents)
      .where(
        inWorkspace(
          agents,
          { workspaceId: payload.workspaceId },
          eq(agents.triggerEvent, event.name),
          and(eq(agents.enabled, true), eq(agents.triggerKind, 'event')),
        ),
      );
    if (found.length === 0) return;
    const origin = currentOrigin();
    const depth = origin ? origin.depth + 1 : 0;
    // One key per emitted event: each agent it wakes gets exactly one run of it.
    const eventKey = randomUUID();
    const inserted = await insertRuns(
      tx,
      found.map((agent) => ({
        workspaceId: payload.workspaceId,
        agentId: agent.id,
        agentVersion: agent.version,
        trigger: 'event' as const,
        event: event.name,
        eventKey,
        payload,
        depth,
        skippedBecause: depth > AGENT_MAX_DEPTH ? agentMessages.loop : undefined,
      })),
      clock.now(),
    );
    if (inserted.some((run) => run.status === 'queued')) afterCommit(tx, () => poke());
  });
}
