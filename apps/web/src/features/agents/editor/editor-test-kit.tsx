/** Test helpers of the agents editor (imported by its `*.test.tsx` only). */
import type { Agent } from '@orbita/contracts/agents';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state-key';
import { theme } from '../../../theme/theme';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ME = uuid(1);
export const LIST_X = uuid(11);
export const GAME = uuid(21);
export const BOX = uuid(31);

/** The other modules' lists the pickers read: one list, one game, two members. */
export function mockLookups() {
  return mockFetch((url) => {
    if (url.includes('/flow/lists'))
      return json(200, {
        items: [
          { id: LIST_X, name: 'Lista X' },
          { id: uuid(12), name: 'Outra' },
        ],
      });
    if (url.includes('/gamificacao/games'))
      return json(200, { items: [{ id: GAME, name: 'Liga' }], nextCursor: null });
    if (url.includes('/riqueza/boxes'))
      return json(200, { items: [{ id: BOX, name: 'Conta Corrente' }] });
    if (url.includes('/membros'))
      return json(200, [
        { userId: ME, name: 'Ana Admin', role: 'admin' },
        { userId: uuid(2), name: 'Beto', role: 'editor' },
      ]);
    return json(200, { items: [], nextCursor: null });
  });
}

export function renderWith(ui: ReactNode, role = 'admin') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(APP_STATE_KEY, {
    user: { id: ME, name: 'Ana Admin' },
    workspaceId: uuid(99),
    role,
  });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{node}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  /** Renders `node` in place of `ui`, in the same providers (a new prop from the cache). */
  const update = (node: ReactNode) => view.rerender(wrap(node));
  return { client, update, ...view };
}

export function agentOf(overrides: Partial<Agent> = {}): Agent {
  return {
    id: uuid(50),
    name: 'Avisar e premiar',
    description: '',
    enabled: true,
    trigger: { kind: 'event', event: 'flow.task.completed' },
    conditions: { match: 'all', rules: [] },
    actions: [{ kind: 'notify', requiresApproval: false, to: 'creator', title: 'Feito', body: '' }],
    role: 'editor',
    budget: { perHour: 60, perDay: 500 },
    hookPath: null,
    nextRunAt: null,
    createdBy: { id: ME, name: 'Ana Admin' },
    version: 1,
    stats: { runs24h: 0, failed24h: 0, waiting: 0, lastRunAt: null, lastStatus: null },
    createdAt: '2026-11-26T12:00:00Z',
    updatedAt: '2026-11-26T12:00:00Z',
    ...overrides,
  };
}
