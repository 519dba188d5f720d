import type { Game } from '@orbita/contracts/gamification';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { gamesApi } from '../api/catalog-api';
import { GamePage } from './game-page';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const active: Game = {
  id: 'g1',
  workspaceId: 'w1',
  name: 'Desafio de vendas',
  description: '',
  code: 'ABCDEF',
  status: 'active',
  rankingPeriod: 'week',
  dailyReward: { points: 5, resourceId: null, quantity: 0, resource: null },
  scoringFormula: '',
  participantsCount: 0,
  createdBy: null,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
  version: 1,
};
const archived: Game = {
  ...active,
  status: 'archived',
  updatedAt: '2026-03-02T12:00:00Z',
  version: 2,
};

it(
  'archiving says so, although a refresh reading the change first remounts the tab',
  { timeout: 30_000 },
  async () => {
    // Whatever else the page asks (the resources the reward may give): nothing.
    mockFetch(() => json(200, { items: [], nextCursor: null }));
    // Active until the archive lands; after it, archived (a new updatedAt: the tab remounts).
    vi.spyOn(gamesApi, 'detail').mockResolvedValueOnce(active).mockResolvedValue(archived);
    let answer!: () => void;
    vi.spyOn(gamesApi, 'update').mockReturnValue(
      new Promise((resolve) => (answer = () => resolve(archived))),
    );
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    client.setQueryData(['auth', 'app'], { role: 'admin', user: { id: 'u-1' } });
    const router = createMemoryRouter(
      [{ path: '/gamificacao/gamificacao/:id', element: <GamePage /> }],
      { initialEntries: ['/gamificacao/gamificacao/g1?aba=configuracoes'] },
    );
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Arquivar' }));
    const confirm = screen.getByRole('dialog', { name: 'Arquivar gamificação?' });
    await user.click(within(confirm).getByRole('button', { name: 'Arquivar' }));
    expect(gamesApi.update).toHaveBeenCalledWith('g1', { status: 'archived' });

    // Another tab's realtime event reloads the game before this tab hears the answer.
    await act(() => client.invalidateQueries({ queryKey: ['gamification'] }));
    expect(await screen.findByRole('button', { name: 'Reativar' })).toBeInTheDocument();

    answer();
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Gamificação arquivada.'));
  },
);
