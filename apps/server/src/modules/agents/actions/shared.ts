import { actionRules, can, roleLabels, type Action } from '@orbita/contracts';
import { actionKindLabels, type ActionKind } from '@orbita/contracts/agents';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { memberships } from '../../../platform/identity/schema';
import { PermanentActionError, type ActionEnv } from './types';

/** What every handler shares: the role check, error translation, ids from templates, members. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A rendered id is used only when it looks like one: PostgreSQL would fail the query otherwise (retried for nothing). */
export const isUuid = (value: string) => UUID.test(value);

/** The refusal when the agent's role (capped by its creator's) does not allow the action, or null. */
export function roleProblem(env: ActionEnv, requires: Action, kind: ActionKind): string | null {
  if (can(env.actor.role, requires)) return null;
  return `O agente age como ${roleLabels[env.actor.role]} e não pode “${actionKindLabels[kind]}” (precisa de ${roleLabels[actionRules[requires].minimumRole]} ou acima).`;
}

export function assertRole(env: ActionEnv, requires: Action, kind: ActionKind): void {
  const problem = roleProblem(env, requires, kind);
  if (problem) throw new PermanentActionError(problem);
}

/**
 * A module's refusal (AppError 4xx: not found, invalid, conflict, forbidden) is final for this
 * definition and this input, so the run dies with its pt-BR message instead of retrying five
 * times. Anything else (the database dropped, a deadlock) stays transient.
 */
export async function permanentOnRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.status >= 400 && err.status < 500 && err.status !== 429)
      throw new PermanentActionError(err.message);
    throw err;
  }
}

/** The preview's wording of what `work` would hit (null: nothing). */
export async function problemOf(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (err) {
    if (err instanceof PermanentActionError) return err.message;
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

/** Parses a rendered body with the owning module's own schema: the same rules as a person's request. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new PermanentActionError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
  return parsed.data;
}

/** Who did what woke the run: the enriched `actor` (engine/input.ts) or the event's `actorId`. */
export function eventActorId(input: Record<string, unknown>): string | null {
  const actor = input.actor as { id?: unknown } | undefined;
  if (actor && typeof actor.id === 'string') return actor.id;
  const event = input.event as { actorId?: unknown } | undefined;
  return event && typeof event.actorId === 'string' ? event.actorId : null;
}

/** Which of `userIds` are members of the workspace now (others are dropped). */
export async function currentMembers(
  q: Queryable,
  workspaceId: string,
  userIds: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(userIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await q
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, ids)));
  const present = new Set(rows.map((r) => r.userId));
  return ids.filter((id) => present.has(id));
}

/** The link every agent notification opens: the run in the agent's log. */
export const runLink = (agentId: string, runId: string) =>
  `/conta/agente/${agentId}?execucao=${runId}`;
