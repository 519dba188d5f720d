import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { Box } from '@orbita/contracts/finance';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { theme } from '../../../theme/theme';
import { financeApi } from '../api/finance-api';
import { BoxDialog } from './box-dialog';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const mine: Box = {
  id: uuid(1),
  version: 1,
  workspaceId: uuid(99),
  name: 'Conta Corrente',
  kind: 'bank_account',
  color: null,
  openingBalance: 10000,
  openingDate: '2026-01-01',
  balance: 10000,
  projectedBalance: 10000,
  archived: false,
  archivedAt: null,
  limit: null,
  closingDay: null,
  dueDay: null,
  availableLimit: null,
  investmentKind: null,
  startDate: null,
  notes: null,
  portfolioId: null,
  currentValue: null,
  currentValueOn: null,
  netContributed: null,
  finishedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

afterEach(() => vi.restoreAllMocks());

describe('BoxDialog', { timeout: 30_000 }, () => {
  it('a stale edit shows the newer box in the conflict dialog and reapplies on its version', async () => {
    const theirs: Box = { ...mine, name: 'Conta da Ana', version: 2 };
    const update = vi
      .spyOn(financeApi, 'updateBox')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, name: 'Conta Principal', version: 3 });
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <BoxDialog box={mine} onClose={onClose} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Editar caixa' });
    const name = within(dialog).getByLabelText(/Nome/);
    await user.clear(name);
    await user.type(name, 'Conta Principal');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update.mock.calls[0]![1]).toMatchObject({ name: 'Conta Principal', version: 1 });
    expect(conflict).toHaveTextContent('Conta da Ana');
    expect(conflict).toHaveTextContent('Conta Principal');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[1]![1]).toMatchObject({ name: 'Conta Principal', version: 2 });
  });
});
