import type {
  AgentAction,
  AgentConditions,
  AgentTrigger,
  AgentVersion,
  RunStatus,
  RunStep,
  TriggerKind,
} from '@orbita/contracts/agents';
import type { GrantableRole } from '@orbita/contracts/workspaces';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * The agents of a workspace: workspace data, so every query goes through the scoping helper
 * (platform/scope.ts). The definition (trigger, conditions, actions) is JSON checked by the
 * contracts' schemas on every write; `trigger_event` repeats the trigger's event so the
 * matcher finds the agents an event wakes with one index read.
 */
export const agents = pgTable(
  'agents',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    triggerKind: text().$type<TriggerKind>().notNull(),
    triggerEvent: text(),
    trigger: jsonb().$type<AgentTrigger>().notNull(),
    conditions: jsonb().$type<AgentConditions>().notNull(),
    actions: jsonb().$type<AgentAction[]>().notNull(),
    /** The role it acts with, capped at run time by its creator's role then. */
    role: text().$type<GrantableRole>().notNull(),
    budgetPerHour: integer(),
    budgetPerDay: integer(),
    /** A schedule's next firing (the scheduler claims agents whose time came). */
    nextRunAt: ts(),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    // The list reads a workspace's agents newest first.
    index('agents_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    // The matcher: the enabled agents an event of a workspace wakes.
    index('agents_event_idx')
      .on(t.workspaceId, t.triggerEvent)
      .where(sql`${t.enabled} and ${t.triggerKind} = 'event'`),
    // The scheduler: enabled schedules whose time came.
    index('agents_schedule_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.enabled} and ${t.triggerKind} = 'schedule'`),
    check('agents_trigger_kind_check', sql`${t.triggerKind} in ('event', 'schedule', 'webhook')`),
  ],
);
export type AgentRow = typeof agents.$inferSelect;

/** Every saved definition of an agent (history and restore). */
export const agentVersions = pgTable(
  'agent_versions',
  {
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    name: text().notNull(),
    definition: jsonb().$type<AgentVersion['definition']>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.version] })],
);
export type AgentVersionRow = typeof agentVersions.$inferSelect;

/**
 * The runs: the queue and the log at once (see modules/agents/engine). A worker claims due
 * rows with `FOR UPDATE SKIP LOCKED` and holds them until `locked_until`; a crashed worker's
 * claim expires and another takes the run again. `event_key` makes enqueueing idempotent:
 * the same event delivered twice to an agent is one run.
 */
export const agentRuns = pgTable(
  'agent_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    agentVersion: integer().notNull(),
    status: text().$type<RunStatus>().notNull().default('queued'),
    trigger: text().$type<TriggerKind>().notNull(),
    event: text(),
    eventKey: text().notNull(),
    input: jsonb().$type<Record<string, unknown>>().notNull(),
    steps: jsonb().$type<RunStep[]>().notNull().default([]),
    reason: text(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    nextAttemptAt: ts().notNull().defaultNow(),
    lockedUntil: ts(),
    depth: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    startedAt: ts(),
    finishedAt: ts(),
  },
  (t) => [
    uniqueIndex('agent_runs_event_key_idx').on(t.agentId, t.eventKey),
    // The log: an agent's runs newest first; the budget counts its recent ones.
    index('agent_runs_agent_created_idx').on(t.agentId, t.createdAt, t.id),
    // The workers: due runs, and claims that expired.
    index('agent_runs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    // The list's "waiting" count per agent, without reading the agent's whole history.
    index('agent_runs_waiting_idx')
      .on(t.agentId)
      .where(sql`${t.status} = 'waiting_approval'`),
    check(
      'agent_runs_status_check',
      sql`${t.status} in ('queued', 'running', 'waiting_approval', 'succeeded', 'skipped', 'refused', 'denied', 'dead')`,
    ),
  ],
);
export type AgentRunRow = typeof agentRuns.$inferSelect;
