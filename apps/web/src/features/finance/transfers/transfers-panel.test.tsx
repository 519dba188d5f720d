import type { Box, Transfer } from '@orbita/contracts/finance';
import type { Role } from '@orbita/contracts/workspaces';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { financeApi } from '../api/finance-api';
import { TransfersPanel } from './transfers-panel';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const box = (n: number, name: string): Box =>
  ({
    id: uuid(n),
    workspaceId: uuid(99),
    name,
    kind: 'bank_account',
    archived: false,
    finishedAt: null,
    balance: 0,
  }) as unknown as Box;
const boxes = [box(1, 'Conta Corrente'), box(2, 'Carteira')];
const transfer: Transfer = {
  id: uuid(50),
  version: 1,
  workspaceId: uuid(99),
  fromBoxId: uuid(1),
  toBoxId: uuid(2),
  date: '2026-03-07',
  value: 12345,
  description: 'Dinheiro para a feira',
  statementMonth: null,
  createdBy: null,
  createdAt: '2026-03-07T12:00:00Z',
  updatedAt: '2026-03-07T12:00:00Z',
};

function setup(role: Role) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['auth', 'app'], { role });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <TransfersPanel boxes={boxes} canWrite={role !== 'viewer'} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// jsdom lays nothing out: give the scroller a size so the virtualizer renders rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

describe('TransfersPanel', { timeout: 30_000 }, () => {
  it('lists each transfer with its dd/MM/yyyy date, origem → destino, descrição and R$ value', async () => {
    const list = vi
      .spyOn(financeApi, 'transfers')
      .mockResolvedValue({ items: [transfer], nextCursor: null });
    setup('editor');
    const row = await screen.findByRole('row', { name: 'Dinheiro para a feira' });
    expect(row).toHaveTextContent('07/03/2026');
    expect(row).toHaveTextContent('Conta Corrente → Carteira');
    expect(row).toHaveTextContent('R$ 123,45');
    expect(list).toHaveBeenCalledWith(undefined, undefined, 100);
  });

  it('shows the empty state when there are none', async () => {
    vi.spyOn(financeApi, 'transfers').mockResolvedValue({ items: [], nextCursor: null });
    setup('editor');
    expect(await screen.findByText('Nenhuma transferência ainda')).toBeInTheDocument();
  });

  it('edits a transfer in the transfer dialog, prefilled, and sends the change to its id', async () => {
    vi.spyOn(financeApi, 'transfers').mockResolvedValue({ items: [transfer], nextCursor: null });
    const update = vi
      .spyOn(financeApi, 'updateTransfer')
      .mockResolvedValue({ ...transfer, description: 'Feira de sábado' });
    const user = setup('editor');
    await user.click(
      await screen.findByRole('button', { name: 'Editar transferência Dinheiro para a feira' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar transferência' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Valor/).value).toBe('R$ 123,45');
    const description = within(dialog).getByLabelText(/Descrição/);
    await user.clear(description);
    await user.type(description, 'Feira de sábado');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(update.mock.calls[0]![0]).toBe(transfer.id);
    expect(update.mock.calls[0]![1]).toMatchObject({
      fromBoxId: uuid(1),
      toBoxId: uuid(2),
      value: 12345,
      date: '2026-03-07',
      description: 'Feira de sábado',
    });
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Editar transferência' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('asks before deleting and shows the server’s message when the period is closed', async () => {
    vi.spyOn(financeApi, 'transfers').mockResolvedValue({ items: [transfer], nextCursor: null });
    const message =
      'Esta transferência está em um período fechado (até 31/03/2026). Reabra o período para alterá-la.';
    const remove = vi
      .spyOn(financeApi, 'deleteTransfer')
      .mockRejectedValue(new HttpError(message, { status: 409 }));
    const user = setup('editor');
    await user.click(
      await screen.findByRole('button', { name: 'Excluir transferência Dinheiro para a feira' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Excluir transferência?' });
    expect(dialog).toHaveTextContent('R$ 123,45 (Conta Corrente → Carteira, 07/03/2026)');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(remove).toHaveBeenCalledWith(transfer.id);
  });

  it('an Observador sees the transfers but no edit or delete', async () => {
    vi.spyOn(financeApi, 'transfers').mockResolvedValue({ items: [transfer], nextCursor: null });
    setup('viewer');
    await screen.findByRole('row', { name: 'Dinheiro para a feira' });
    expect(screen.queryByRole('button', { name: /Editar transferência/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir transferência/ })).not.toBeInTheDocument();
  });
});
