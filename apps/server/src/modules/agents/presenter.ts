import type {
  Agent,
  AgentPage,
  AgentRun,
  AgentRunPage,
  AgentVersion,
  RunStatus,
} from '@orbita/contracts/agents';
import type { AgentRow, AgentRunRow, AgentVersionRow } from './schema';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Who made something, as the presented `{ id, name }` (null once the person is gone). */
export type Person = { id: string; name: string } | null;

/** What the list shows of an agent's recent runs (one grouped read per page, see service.ts). */
export interface AgentStats {
  runs24h: number;
  failed24h: number;
  waiting: number;
  lastRunAt: Date | null;
  lastStatus: RunStatus | null;
}

export const noStats: AgentStats = {
  runs24h: 0,
  failed24h: 0,
  waiting: 0,
  lastRunAt: null,
  lastStatus: null,
};

/** An agent row with what its presentation needs besides the row itself. */
export interface AgentView {
  row: AgentRow;
  stats: AgentStats;
  creator: Person;
}

/** The external call's address of an agent (`POST`, API key or member with Editor and above). */
export const hookPathOf = (id: string) => `/api/app/conta/agentes/${id}/disparar`;

/** The one shape an agent leaves the server in: the answer and the realtime `data`. */
export function presentAgent({ row, stats, creator }: AgentView): Agent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    trigger: row.trigger,
    conditions: row.conditions,
    actions: row.actions,
    role: row.role,
    budget: { perHour: row.budgetPerHour, perDay: row.budgetPerDay },
    hookPath: row.triggerKind === 'webhook' ? hookPathOf(row.id) : null,
    nextRunAt: iso(row.nextRunAt),
    createdBy: creator,
    version: row.version,
    stats: {
      runs24h: stats.runs24h,
      failed24h: stats.failed24h,
      waiting: stats.waiting,
      lastRunAt: iso(stats.lastRunAt),
      lastStatus: stats.lastStatus,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAgentPage(page: {
  views: AgentView[];
  nextCursor: string | null;
}): AgentPage {
  return { items: page.views.map(presentAgent), nextCursor: page.nextCursor };
}

/**
 * A run as the log shows it (the answer and the realtime `agent-runs` data; the engine
 * publishes with this too). Duration only once it has both ends.
 */
export function presentRun(row: AgentRunRow): AgentRun {
  return {
    id: row.id,
    agentId: row.agentId,
    agentVersion: row.agentVersion,
    status: row.status,
    trigger: row.trigger,
    event: row.event,
    input: row.input,
    steps: row.steps,
    reason: row.reason,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    // Only a queued run waits for a time; a finished one's column is history, not a plan.
    nextAttemptAt: row.status === 'queued' ? iso(row.nextAttemptAt) : null,
    depth: row.depth,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    durationMs:
      row.startedAt && row.finishedAt
        ? Math.max(0, row.finishedAt.getTime() - row.startedAt.getTime())
        : null,
  };
}

export function presentRunPage(page: {
  rows: AgentRunRow[];
  nextCursor: string | null;
}): AgentRunPage {
  return { items: page.rows.map(presentRun), nextCursor: page.nextCursor };
}

export function presentVersion(row: AgentVersionRow, creator: Person): AgentVersion {
  return {
    version: row.version,
    name: row.name,
    definition: row.definition,
    createdBy: creator,
    createdAt: row.createdAt.toISOString(),
  };
}
