import type { Box } from '@orbita/contracts/finance';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme';
import { financeApi } from '../api/finance-api';
import { EntryDialog } from '../entries/entry-dialog';
import { recurrencesApi } from './recurrences-api';
import { repeatBody, repeatDefaults } from './recurrence-fields';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const account = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Conta Corrente',
  kind: 'bank_account',
  archived: false,
  finishedAt: null,
} as unknown as Box;

beforeEach(
  () => void vi.spyOn(recurrencesApi, 'list').mockResolvedValue({ items: [], occurrences: [] }),
);
afterEach(() => vi.restoreAllMocks());

describe('Repetir (lançamento fixo)', { timeout: 30_000 }, () => {
  it('checks the schedule with pt-BR messages', () => {
    expect(repeatBody({ ...repeatDefaults, enabled: true })).toEqual({
      ok: true,
      body: { frequency: 'monthly', interval: 1, end: 'count', count: 12 },
    });
    expect(repeatBody({ ...repeatDefaults, enabled: true, count: '1' })).toEqual({
      ok: false,
      errors: { count: 'Repita de 2 a 360 vezes.' },
    });
    expect(repeatBody({ ...repeatDefaults, end: 'date', endDate: '' })).toMatchObject({
      errors: { endDate: 'Informe a data final.' },
    });
    expect(repeatBody({ ...repeatDefaults, end: 'never', interval: '0' })).toMatchObject({
      errors: { interval: 'Use um intervalo de 1 a 12.' },
    });
  });

  it('sends a new entry with "Repetir" on to /recurrences, not /entries', async () => {
    const plain = vi.spyOn(financeApi, 'createEntry');
    const create = vi
      .spyOn(recurrencesApi, 'create')
      .mockResolvedValue({ recurrence: {} as never, items: [] });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider theme={theme}>
          <EntryDialog entry={null} boxes={[account]} categories={[]} onClose={onClose} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Novo lançamento' });
    await user.type(within(dialog).getByLabelText(/Valor/), '150000');
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Aluguel');
    await user.click(within(dialog).getByLabelText('Repetir (lançamento fixo)'));
    const count = within(dialog).getByLabelText('Quantas vezes');
    await user.clear(count);
    await user.type(count, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 8000 });
    expect(plain).not.toHaveBeenCalled();
    expect(create.mock.calls[0]![0]).toMatchObject({
      boxId: account.id,
      value: 150000,
      description: 'Aluguel',
      frequency: 'monthly',
      interval: 1,
      end: 'count',
      count: 6,
      status: 'paid',
    });
    expect(create.mock.calls[0]![0]).not.toHaveProperty('installments');
  });
});
