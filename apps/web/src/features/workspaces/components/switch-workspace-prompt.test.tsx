import { ThemeProvider } from '@mui/material';
import type { MyWorkspace, WorkspaceDetail } from '@orbita/contracts/workspaces';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { clearSession, getSession, updateSession } from '../../../platform/session/session-store';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { WorkspacePage } from '../pages/workspace-page';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), info: vi.fn(), success: vi.fn() },
}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearSession();
});

const here = '0b8f7f0e-3c55-4b7e-9d3f-6a1d2a1e9c10';
const there = '7a2d2a63-9e64-4b6a-8e1d-3b7f8d2e2f22';
const mine = (current: string): MyWorkspace[] =>
  [
    { id: here, name: 'Espaço de Rita', kind: 'personal' as const },
    { id: there, name: 'Agência', kind: 'shared' as const },
  ].map((w) => ({
    ...w,
    role: 'owner',
    memberCount: 1,
    current: w.id === current,
    createdAt: '2026-01-01T12:00:00Z',
  }));
const detail: WorkspaceDetail = {
  id: there,
  version: 1,
  name: 'Agência',
  kind: 'shared',
  role: 'editor',
  owner: { userId: 'u-olga', name: 'Olga', email: 'olga@exemplo.com.br' },
  memberCount: 2,
  teamCount: 0,
  createdAt: '2026-01-01T12:00:00Z',
};

it(
  "switching from a workspace's page says so, although the page reloads (and drops the prompt) before the switch answers",
  { timeout: 30_000 },
  async () => {
    updateSession({ token: 't', checkpoints: [], workspaceId: here });
    let switched = false;
    // The reload the switch awaits: the workspace's page, held until the test lets it answer.
    let reloaded!: () => void;
    const reload = new Promise<void>((resolve) => (reloaded = resolve));
    mockFetch(async (url, init) => {
      if (url === `/api/app/conta/contas/${there}/atual` && init.method === 'PUT') {
        switched = true;
        return json(200, { workspaceId: there });
      }
      if (url === '/api/app/conta/contas') return json(200, mine(switched ? there : here));
      if (url === `/api/app/conta/contas/${there}`) {
        if (switched) await reload;
        return json(200, detail);
      }
      return json(404, { message: 'Não encontrado.', code: 'not_found' });
    });
    const router = createMemoryRouter([{ path: '/conta/conta/:id', element: <WorkspacePage /> }], {
      initialEntries: [`/conta/conta/${there}`],
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Trocar para Agência' }));
    await vi.waitFor(() => expect(getSession()?.workspaceId).toBe(there));

    // Every screen reloads in the new workspace: the page shows its loading, the prompt is gone.
    expect(await screen.findByRole('status', { name: 'Carregando conta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trocar para Agência' })).toBeNull();
    expect(notify.success).not.toHaveBeenCalled();

    reloaded();
    expect(await screen.findByRole('heading', { name: 'Agência' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Você está na conta Agência.'),
    );
  },
);
