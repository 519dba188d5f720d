/** Test helpers of the agents screens (imported by `*.test.tsx` only). */
import type { AppState } from '@orbita/contracts/auth';
import type { Agent, AgentRun, AgentVersion } from '@orbita/contracts/agents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { mockFetch } from '../../../platform/http/test-fetch';
import { Toasts } from '../../../platform/toasts';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';

export const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const listUrl = '/api/app/conta/agentes';
export const at = '2026-11-26T17:03:00.000Z';

export const agentId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const runId = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
export const userId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

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

/** Where the router is now (path and query), for navigation checks. */
function Where() {
  const location = useLocation();
  return <output aria-label="Endereço">{location.pathname + location.search}</output>;
}

/** A screen `wide` (≥ md: MUI's up('md') asks for min-width) or a phone. */
export function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide ? query.includes('min-width') : query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
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
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, {
    workspaceId,
    role,
    user: { id: userId(1), name: 'Ana', accountType: 'creator' },
  } as AppState);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<p>Outra tela</p>} />
          <Route path={route} element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { fetch, client };
}

/** The URL a fetch call asked for, parsed (path and query). */
export const urlOf = (input: unknown) => new URL(String(input), 'http://localhost');

/** The calls made with `method` to `pathname`. */
export function calls(
  fetch: ReturnType<typeof mockFetch>,
  method: string,
  pathname: string,
): { url: URL; body: unknown }[] {
  return fetch.mock.calls
    .filter(([u, init]) => (init?.method ?? 'GET') === method && urlOf(u).pathname === pathname)
    .map(([u, init]) => ({
      url: urlOf(u),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}
