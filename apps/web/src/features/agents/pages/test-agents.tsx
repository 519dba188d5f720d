/** Test helpers of the agents screens (imported by `*.test.tsx` only). */
import type { AppState } from '@orbita/contracts/auth';
import type { Agent, AgentRun, AgentVersion } from '@orbita/contracts/agents';
import type { ReactElement } from 'react';
import type { mockFetch } from '../../../platform/http/test-fetch';
import { renderScreen, testUserId, testWorkspaceId } from '../../../test/render-screen';

export { calls, screenWidth, urlOf } from '../../../test/render-screen';

export const workspaceId = testWorkspaceId;
export const listUrl = '/api/app/conta/agentes';
export const at = '2026-11-26T17:03:00.000Z';

export const agentId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const runId = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
export const userId = testUserId;

export function testAgent(n: number, name: string, extra: Partial<Agent> = {}): Agent {
  return {
    id: agentId(n),
    name,
    description: '',
    enabled: true,
    trigger: { kind: 'event', event: 'flow.task.completed' },
    conditions: { match: 'all', rules: [] },
    actions: [
      {
        kind: 'notify',
        requiresApproval: false,
        to: 'creator',
        title: 'Feito: {{task.title}}',
        body: '',
      },
    ],
    role: 'editor',
    budget: { perHour: 60, perDay: 500 },
    hookPath: null,
    nextRunAt: null,
    createdBy: { id: userId(1), name: 'Ana' },
    version: 1,
    stats: { runs24h: 0, failed24h: 0, waiting: 0, lastRunAt: null, lastStatus: null },
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

export function testRun(n: number, extra: Partial<AgentRun> = {}): AgentRun {
  return {
    id: runId(n),
    agentId: agentId(1),
    agentVersion: 1,
    status: 'succeeded',
    trigger: 'event',
    event: 'flow.task.completed',
    input: { event: { taskId: 't1' }, task: { title: 'Revisar contrato' } },
    steps: [],
    reason: null,
    attempts: 1,
    maxAttempts: 5,
    nextAttemptAt: null,
    depth: 0,
    createdAt: at,
    startedAt: at,
    finishedAt: at,
    durationMs: 1250,
    ...extra,
  };
}

export function testVersion(version: number, extra: Partial<AgentVersion> = {}): AgentVersion {
  const agent = testAgent(1, 'Avisar');
  return {
    version,
    name: agent.name,
    definition: {
      trigger: agent.trigger,
      conditions: agent.conditions,
      actions: agent.actions,
      role: agent.role,
      budget: agent.budget,
      enabled: agent.enabled,
      description: agent.description,
    },
    createdBy: { id: userId(1), name: 'Ana' },
    createdAt: at,
    ...extra,
  };
}

/**
 * `page` at `path` (route pattern `route`) as `role` sees it in a Criador's workspace (so only
 * the role limits), with the API answered by `handler`.
 */
export function renderAs(
  role: AppState['role'],
  handler: Parameters<typeof mockFetch>[0],
  page: ReactElement,
  { path = '/conta/agentes', route = '/conta/agentes' } = {},
) {
  const { fetch, client } = renderScreen(role, handler, page, { path, route });
  return { fetch, client };
}
