import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { Resource } from '@orbita/contracts/gamification';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { errorFromResponse } from '../../../platform/http/http-error';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { resourcesApi } from '../api/catalog-api';
import { ResourcePage } from './resource-page';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const mine: Resource = {
  id: 'r-1',
  version: 1,
  workspaceId: 'w-1',
  name: 'Moeda de Ouro',
  description: '',
  imageUrl: null,
  rarity: 'legendary',
  usable: false,
  limited: false,
  quantityExisting: null,
  quantityGranted: 0,
  transitory: null,
  effect: null,
  useEffect: null,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
};

afterEach(() => vi.restoreAllMocks());

describe('ResourcePage', { timeout: 30_000 }, () => {
  it('a stale edit shows the newer resource in the conflict dialog and reapplies on its version', async () => {
    const theirs: Resource = {
      ...mine,
      name: 'Moeda de Prata',
      version: 2,
      updatedAt: '2026-03-02T12:00:00Z',
    };
    vi.spyOn(resourcesApi, 'detail').mockResolvedValue(mine);
    const update = vi
      .spyOn(resourcesApi, 'update')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, name: 'Moeda Rara', version: 3 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['auth', 'app'], { role: 'creator', user: { id: 'u-1' } });
    const router = createMemoryRouter(
      [{ path: '/gamificacao/recurso/:id', element: <ResourcePage /> }],
      { initialEntries: ['/gamificacao/recurso/r-1'] },
    );
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const name = await screen.findByLabelText(/^Nome/);
    fireEvent.change(name, { target: { value: 'Moeda Rara' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update.mock.calls[0]![1]).toMatchObject({ name: 'Moeda Rara', version: 1 });
    expect(conflict).toHaveTextContent('Moeda de Prata');
    expect(conflict).toHaveTextContent('Moeda Rara');
    await userEvent.click(
      within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }),
    );
    await vi.waitFor(() =>
      expect(update.mock.calls[1]![1]).toMatchObject({ name: 'Moeda Rara', version: 2 }),
    );
  });

  it('deleting says so and leaves, even when a refresh finds the resource gone before the answer', async () => {
    // Found until the delete lands; after it, "não encontrado".
    vi.spyOn(resourcesApi, 'detail')
      .mockResolvedValueOnce(mine)
      .mockRejectedValue(
        errorFromResponse(404, 'Not Found', { code: 'not_found', message: 'Não encontrado.' }),
      );
    let answer!: () => void;
    vi.spyOn(resourcesApi, 'remove').mockReturnValue(
      new Promise((resolve) => (answer = () => resolve({ id: mine.id, deleted: true }))),
    );
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    client.setQueryData(['auth', 'app'], { role: 'creator', user: { id: 'u-1' } });
    const router = createMemoryRouter(
      [
        { path: '/gamificacao/recurso/:id', element: <ResourcePage /> },
        { path: '/gamificacao/recursos', element: <p>Recursos</p> },
      ],
      { initialEntries: ['/gamificacao/recurso/r-1'] },
    );
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    await screen.findByLabelText(/^Nome/);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir recurso?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(vi.mocked(resourcesApi.remove).mock.calls[0]![0]).toBe('r-1');

    // Another tab's realtime event reloads the resource before this tab hears the answer.
    await act(() => client.invalidateQueries({ queryKey: ['gamification'] }));
    expect(await screen.findByText(/Recurso não encontrado/)).toBeInTheDocument();

    answer();
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Recurso "Moeda de Ouro" excluído.'),
    );
    expect(await screen.findByText('Recursos')).toBeInTheDocument();
  });
});
