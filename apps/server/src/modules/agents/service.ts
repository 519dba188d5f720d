import { grantableBy, type GrantableRole } from '@orbita/contracts';
import {
  agentMessages,
  roleShortfallMessage,
  type AgentVersion,
  type agentsListQuerySchema,
  type createAgentBodySchema,
  type updateAgentBodySchema,
} from '@orbita/contracts/agents';
import { and, desc, eq, getTableColumns, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { users } from '../../platform/identity/schema';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { noStats, type AgentView } from './presenter';
import { nextRunOf } from './schedule';
import { statsOf } from './stats';
import { agentRuns, agents, agentVersions, type AgentRow } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>;
type CreateBody = z.output<typeof createAgentBodySchema>;
type UpdateBody = z.output<typeof updateAgentBodySchema>;

/** Also the answer for another workspace's agent, so ids never reveal what other tenants hold. */
export const agentNotFound = agentMessages.notFound;

/** The columns the matcher and scheduler read, derived from the trigger (never sent by clients). */
function triggerColumns(trigger: CreateBody['trigger']) {
  return {
    triggerKind: trigger.kind,
    triggerEvent: trigger.kind === 'event' ? trigger.event : null,
  };
}

/**
 * Like API keys: nobody gives an agent a role above their own (422). The agent still acts
 * with the lower of this and its creator's role at run time (engine).
 */
function assertGrantable(member: Member, role: GrantableRole): void {
  if (!grantableBy(member.role).includes(role))
    throw new AppError(422, 'validation', agentMessages.roleTooHigh, {
      role: agentMessages.roleTooHigh,
    });
}

/** What a version keeps of an agent: everything that decides what it does. */
export function definitionOf(row: AgentRow): AgentVersion['definition'] {
  return {
    trigger: row.trigger,
    conditions: row.conditions,
    actions: row.actions,
    role: row.role,
    budget: { perHour: row.budgetPerHour, perDay: row.budgetPerDay },
    enabled: row.enabled,
    description: row.description,
  };
}

/** Saves the agent as it now is under its current version number (in the writing transaction). */
export async function recordVersion(
  tx: Tx,
  row: AgentRow,
  userId: string,
  now = new Date(),
): Promise<void> {
  await tx.insert(agentVersions).values({
    agentId: row.id,
    version: row.version,
    name: row.name,
    definition: definitionOf(row),
    createdBy: userId,
    createdAt: now,
  });
}

/** Agents with their creator's name, in one read. */
function selectAgents(q: Queryable) {
  return q
    .select({ row: getTableColumns(agents), creatorName: users.name })
    .from(agents)
    .leftJoin(users, eq(users.id, agents.createdBy));
}

async function viewsOf(
  q: Queryable,
  member: Member,
  found: { row: AgentRow; creatorName: string | null }[],
  now = new Date(),
): Promise<AgentView[]> {
  const stats = await statsOf(
    q,
    member,
    found.map((f) => f.row.id),
    now,
  );
  return found.map(({ row, creatorName }) => ({
    row,
    stats: stats.get(row.id) ?? noStats,
    creator:
      row.createdBy && creatorName !== null ? { id: row.createdBy, name: creatorName } : null,
  }));
}

/** A page of the workspace's agents, newest first (keyset on createdAt, id). */
export async function listAgents(
  q: Queryable,
  member: Member,
  query: z.output<typeof agentsListQuerySchema>,
): Promise<{ views: AgentView[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const found = await selectAgents(q)
    .where(
      inWorkspace(
        agents,
        member,
        after
          ? or(
              lt(agents.createdAt, after.createdAt),
              and(eq(agents.createdAt, after.createdAt), lt(agents.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(agents.createdAt), desc(agents.id))
    .limit(query.limit + 1);
  const page = found.slice(0, query.limit);
  const last = page.at(-1)?.row;
  return {
    views: await viewsOf(q, member, page),
    nextCursor:
      found.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

/** One agent of the caller's workspace (404 for a missing one or another workspace's). */
export async function getAgent(q: Queryable, member: Member, id: string): Promise<AgentView> {
  const found = await selectAgents(q)
    .where(inWorkspace(agents, member, eq(agents.id, id)))
    .limit(1);
  if (found.length === 0) throw AppError.notFound(agentNotFound);
  return (await viewsOf(q, member, found))[0]!;
}

/** The agent row itself, for other parts of the module (runs, engine calls). */
export async function findAgentRow(
  q: Queryable,
  member: Pick<Member, 'workspaceId'>,
  id: string,
  lock = false,
): Promise<AgentRow> {
  const query = q
    .select()
    .from(agents)
    .where(inWorkspace(agents, member, eq(agents.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound(agentNotFound);
  return row;
}

export async function createAgent(
  ctx: AppContext,
  member: Member,
  body: CreateBody,
  now = new Date(),
): Promise<AgentView> {
  assertGrantable(member, body.role);
  const nextRunAt = await nextRunOf(ctx.db, member.userId, body.trigger, body.enabled, now);
  const id = await transaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(agents)
      .values({
        workspaceId: member.workspaceId,
        name: body.name,
        description: body.description,
        enabled: body.enabled,
        ...triggerColumns(body.trigger),
        trigger: body.trigger,
        conditions: body.conditions,
        actions: body.actions,
        role: body.role,
        budgetPerHour: body.budget.perHour,
        budgetPerDay: body.budget.perDay,
        nextRunAt,
        createdBy: member.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordVersion(tx, row!, member.userId);
    await emit(tx, 'agents.agent.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      agentId: row!.id,
    });
    return row!.id;
  });
  return getAgent(ctx.db, member, id);
}

/** The definition as an update (or a restored version) leaves it: the old row with `body` over it. */
export type AgentDefinitionChange = Omit<UpdateBody, 'version'>;

/**
 * Every change is a new version (history and restore). A schedule's next firing is
 * recomputed only when its trigger or switch changed: recomputing on a rename would skip a
 * firing already due.
 */
export async function updateAgent(
  ctx: AppContext,
  member: Member,
  id: string,
  body: UpdateBody,
  now = new Date(),
): Promise<AgentView> {
  const { version, ...change } = body;
  await transaction(ctx, (tx) => applyChange(tx, member, id, change, version, now));
  return getAgent(ctx.db, member, id);
}

/** The change of an update or a restore, inside the caller's transaction. */
export async function applyChange(
  tx: Tx,
  member: Member,
  id: string,
  change: AgentDefinitionChange,
  expectedVersion: number | undefined,
  now: Date,
): Promise<AgentRow> {
  if (change.role !== undefined) assertGrantable(member, change.role);
  const current = await findAgentRow(tx, member, id, true);
  if (change.role !== undefined || change.actions !== undefined) {
    // The schema checks a body that sends both; a change of one is checked against the other.
    const shortfall = roleShortfallMessage(
      change.role ?? current.role,
      (change.actions ?? current.actions).map((a) => a.kind),
    );
    if (shortfall) throw new AppError(422, 'validation', shortfall, { role: shortfall });
  }
  const trigger = change.trigger ?? current.trigger;
  const enabled = change.enabled ?? current.enabled;
  const scheduleMoved =
    JSON.stringify(trigger) !== JSON.stringify(current.trigger) || enabled !== current.enabled;
  const nextRunAt = scheduleMoved
    ? await nextRunOf(tx, current.createdBy, trigger, enabled, now)
    : undefined;
  const row = await updateVersioned(
    tx,
    agents,
    inWorkspace(agents, member, eq(agents.id, id)),
    expectedVersion,
    {
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.description === undefined ? {} : { description: change.description }),
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      ...(change.trigger === undefined
        ? {}
        : { trigger: change.trigger, ...triggerColumns(change.trigger) }),
      ...(change.conditions === undefined ? {} : { conditions: change.conditions }),
      ...(change.actions === undefined ? {} : { actions: change.actions }),
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.budget === undefined
        ? {}
        : { budgetPerHour: change.budget.perHour, budgetPerDay: change.budget.perDay }),
      ...(nextRunAt === undefined ? {} : { nextRunAt }),
      updatedAt: now,
    },
    agentNotFound,
  );
  await recordVersion(tx, row, member.userId, now);
  await emit(tx, 'agents.agent.updated', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    agentId: id,
    version: row.version,
  });
  return row;
}

/**
 * Deletes the agent with its versions and runs (cascade): the log goes with it. Its runs
 * are locked first, in the order a worker takes its locks (the run, then the agent for
 * the budget): deleting the agent row first would hold the agent while the cascade waits
 * for a running run, whose worker waits for the agent — a deadlock.
 */
export async function deleteAgent(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    await tx
      .select({ id: agentRuns.id })
      .from(agentRuns)
      .where(inWorkspace(agentRuns, member, eq(agentRuns.agentId, id)))
      .for('update');
    const deleted = await tx
      .delete(agents)
      .where(inWorkspace(agents, member, eq(agents.id, id)))
      .returning({ id: agents.id });
    if (deleted.length === 0) throw AppError.notFound(agentNotFound);
    await emit(tx, 'agents.agent.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      agentId: id,
    });
  });
}
