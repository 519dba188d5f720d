import type { Entry } from '@orbita/contracts/finance';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { recurrencesApi } from '../recurrences/recurrences-api';
import { DeleteEntryDialog } from './delete-entry-dialog';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));
afterEach(() => vi.restoreAllMocks());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const entry = { id: uuid(10), description: 'Aluguel' } as Entry;
const link = { entryId: entry.id, recurrenceId: uuid(1), number: 10, total: 12 };

it('deleting an occurrence "Este e os seguintes" says so and closes, even when a refresh drops the occurrence first', async () => {
  // The markers list the entry as an occurrence until the delete lands; after it, not.
  const list = vi
    .spyOn(recurrencesApi, 'list')
    .mockResolvedValueOnce({ items: [], occurrences: [link] })
    .mockResolvedValue({ items: [], occurrences: [] });
  let answer!: (value: { id: string; deleted: true; ids: string[] }) => void;
  vi.spyOn(recurrencesApi, 'deleteOccurrence').mockReturnValue(
    new Promise((resolve) => (answer = resolve)),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <DeleteEntryDialog entry={entry} onClose={onClose} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Excluir lançamento fixo' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Este e os seguintes' }));
  await user.click(screen.getByRole('button', { name: 'Excluir' }));
  expect(recurrencesApi.deleteOccurrence).toHaveBeenCalledWith(entry.id, 'following');

  // Another tab's realtime event refreshes the markers before this tab hears its answer.
  await client.invalidateQueries({ queryKey: ['finance'] });
  await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  await act(() => new Promise((settled) => setTimeout(settled, 50))); // React shows it
  expect(dialog).toBeInTheDocument();
  expect(screen.queryByText('Excluir lançamento?')).not.toBeInTheDocument();

  answer({ id: entry.id, deleted: true, ids: [uuid(10), uuid(11), uuid(12)] });
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(notify.check).toHaveBeenCalledWith('3 lançamentos excluídos.');
});
