import {
  flowHistoryEndpoints,
  type TaskList,
  type TrashedTask,
  type TrashPage,
} from '@orbita/contracts/flow';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { theme } from '../../../theme/theme';
import { TrashButton } from './trash-button';

const callApi = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../platform/http', () => ({ callApi }));
vi.mock('../../../platform/toasts', () => ({ notify }));

const list = { id: 'l1', name: 'Projeto' } as TaskList;
const page: TrashPage = {
  items: [
    {
      id: 't1',
      listId: 'l1',
      code: 'PRJ-001',
      title: 'Relatório <b>final</b>',
      status: 'doing',
      deletedAt: '2026-11-25T14:03:00',
      deletedById: 'u2',
      deletedByName: 'Bruna',
      purgeAt: '2026-12-25T14:03:00',
      checklistCount: 2,
      commentCount: 1,
    },
  ],
  nextCursor: null,
};

function renderButton(role = 'editor') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(APP_STATE_KEY, { user: { id: 'u1' }, role });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <TrashButton list={list} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  callApi.mockReset();
  vi.clearAllMocks();
});

describe('Lixeira of a list', () => {
  it('lists deleted tasks (who, when, parts) and restores one', async () => {
    callApi
      .mockResolvedValueOnce(page)
      .mockResolvedValueOnce({ id: 't1', code: 'PRJ-001' })
      .mockResolvedValue({ items: [], nextCursor: null });
    renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lixeira' }));
    const dialog = screen.getByRole('dialog', { name: 'Lixeira · Projeto' });
    const row = await within(dialog).findByRole('listitem');
    expect(row.textContent).toContain('PRJ-001Relatório <b>final</b>');
    expect(row.textContent).toContain(
      'Excluída por Bruna em 25/11/2026 14:03 · some em 25/12/2026 · 2 itens no checklist, 1 comentário',
    );
    expect(row.querySelector('b')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Restaurar PRJ-001' }));
    expect(await within(dialog).findByText(/A lixeira desta lista está vazia/)).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Tarefa PRJ-001 restaurada.');
    expect(callApi.mock.calls[1]![1]).toEqual({ params: { id: 't1' } });
  });

  it('says the task was restored even when a refresh takes its row away before the answer', async () => {
    // The trash lists the task until the restore lands; after it, not.
    let answer!: (task: TrashedTask) => void;
    let listed = 0;
    callApi.mockImplementation((endpoint) =>
      endpoint === flowHistoryEndpoints.restoreTask
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve(listed++ === 0 ? page : { items: [], nextCursor: null }),
    );
    const client = renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lixeira' }));
    const dialog = screen.getByRole('dialog', { name: 'Lixeira · Projeto' });
    await user.click(await within(dialog).findByRole('button', { name: 'Restaurar PRJ-001' }));

    // Another tab's realtime event (or the restore's own refetch of every task view) reloads
    // the trash before this tab hears the answer: the row is gone.
    await act(() => client.invalidateQueries({ queryKey: ['flow-task'] }));
    expect(await within(dialog).findByText(/A lixeira desta lista está vazia/)).toBeTruthy();

    answer({ ...page.items[0]! });
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Tarefa PRJ-001 restaurada.'),
    );
  });

  it('an Observador sees the trash but no Restaurar, and errors offer a retry', async () => {
    callApi.mockRejectedValueOnce(new Error('Sem conexão com o servidor.')).mockResolvedValue(page);
    renderButton('viewer');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lixeira' }));
    await user.click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('listitem')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Restaurar/ })).toBeNull();
    expect(screen.getByText(/permite só visualizar/)).toBeTruthy();
  });
});
