import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { ChecklistItem, TaskComment, TaskDetail } from '@orbita/contracts/flow';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { theme } from '../../../theme/theme';
import { TaskChecklist } from './task-checklist';
import { TaskComments } from './task-comments';
import { taskQueries } from './task-queries';
import { tasksApi } from './tasks-api';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const conflict = (current: object) =>
  errorFromResponse(409, 'Conflict', { code: 'conflict', message: CONFLICT_MESSAGE, current });

const item = (text: string, done: boolean, version: number): ChecklistItem => ({
  id: 'i1',
  text,
  done,
  rank: 'a0',
  version,
});

const task = {
  id: 't1',
  title: 'Tarefa',
  checklist: { done: 0, total: 1 },
  checklistItems: [item('Comprar pão', false, 3)],
} as unknown as TaskDetail;

const comment = (body: string, version: number): TaskComment => ({
  id: 'c1',
  taskId: 't1',
  authorId: 'u1',
  authorName: 'Ana',
  body,
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
  edited: false,
  version,
});

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(taskQueries.detail(task.id).queryKey, task);
  client.setQueryData(APP_STATE_KEY, { user: { id: 'u1' }, role: 'editor' });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );
  return client;
}

/** The checklist as the drawer shows it: the task from the cache, so answers re-render it. */
function CachedChecklist() {
  const { data } = useQuery({ ...taskQueries.detail(task.id), enabled: false });
  return data ? <TaskChecklist task={data} /> : null;
}

afterEach(() => vi.restoreAllMocks());

describe('checklist and comment edits meet a newer version', { timeout: 30_000 }, () => {
  it('a stale tick shows the newer item (renamed by someone) and reapplies on its version', async () => {
    const theirs = item('Comprar pão integral', false, 4);
    const update = vi
      .spyOn(tasksApi, 'updateChecklist')
      .mockRejectedValueOnce(conflict(theirs))
      .mockResolvedValueOnce(item('Comprar pão integral', true, 5));
    const client = renderWith(<CachedChecklist />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Comprar pão' }));
    expect(update).toHaveBeenLastCalledWith('t1', 'i1', { done: true, version: 3 });
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    // The newer text is on screen at once (cached); the dialog compares what the person changed.
    expect(
      screen.getByRole('checkbox', { name: 'Comprar pão integral', hidden: true }),
    ).toBeTruthy();
    const row = within(dialog).getByRole('rowheader', { name: 'Feito' }).closest('tr')!;
    expect(row.textContent).toBe('FeitoNãoSim');
    await user.click(within(dialog).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith('t1', 'i1', { done: true, version: 4 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cached = client.getQueryData<TaskDetail>(taskQueries.detail(task.id).queryKey)!;
    expect(cached.checklistItems[0]).toMatchObject({ done: true, version: 5 });
    expect(cached.checklist).toEqual({ done: 1, total: 1 });
  });

  it('a text edit goes on the version it began on, and a stale one opens the dialog', async () => {
    const update = vi
      .spyOn(tasksApi, 'updateChecklist')
      .mockRejectedValueOnce(conflict(item('Comprar leite', false, 4)));
    renderWith(<CachedChecklist />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar "Comprar pão"' }));
    const field = screen.getByLabelText('Texto do item');
    await user.clear(field);
    await user.type(field, 'Comprar pão francês{Enter}');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenLastCalledWith('t1', 'i1', {
      text: 'Comprar pão francês',
      version: 3,
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    const row = within(dialog).getByRole('rowheader', { name: 'Texto' }).closest('tr')!;
    expect(row.textContent).toBe('TextoComprar leiteComprar pão francês');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar as minhas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('a comment edited in another tab: the stale edit shows both texts and reapplies', async () => {
    vi.spyOn(tasksApi, 'comments').mockResolvedValue({
      items: [comment('Primeira versão', 2)],
      nextCursor: null,
    });
    const edit = vi
      .spyOn(tasksApi, 'editComment')
      .mockRejectedValueOnce(conflict(comment('Corrigido na outra aba', 3)))
      .mockResolvedValueOnce(comment('Minha correção', 4));
    renderWith(<TaskComments taskId="t1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const field = screen.getByLabelText('Editar comentário');
    await user.clear(field);
    await user.type(field, 'Minha correção');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(edit).toHaveBeenLastCalledWith('t1', 'c1', { body: 'Minha correção', version: 2 });
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    const row = within(dialog).getByRole('rowheader', { name: 'Comentário' }).closest('tr')!;
    expect(row.textContent).toBe('ComentárioCorrigido na outra abaMinha correção');
    // The editor closed; the list shows the newer text behind the dialog (and the dialog too).
    expect(screen.queryByLabelText('Editar comentário')).toBeNull();
    expect(screen.getAllByText('Corrigido na outra aba')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await waitFor(() =>
      expect(edit).toHaveBeenLastCalledWith('t1', 'c1', { body: 'Minha correção', version: 3 }),
    );
    expect(await screen.findByText('Minha correção')).toBeTruthy();
  });
});
