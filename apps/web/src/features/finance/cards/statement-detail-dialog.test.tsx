import type { Box, Category, Entry, StatementDetail } from '@orbita/contracts/finance';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme';
import { financeApi } from '../api/finance-api';
import { StatementDetailDialog } from './statement-detail-dialog';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const card = { id: uuid(1), name: 'Cartão Roxo', closingDay: 5, dueDay: 12 } as Box;
const at = '2026-11-01T00:00:00Z';

const entry = (over: Partial<Entry>): Entry => ({
  id: uuid(10),
  workspaceId: uuid(99),
  boxId: card.id,
  categoryId: uuid(20),
  date: '2026-11-20',
  value: 100_00,
  type: 'expense',
  description: 'Tênis',
  status: 'paid',
  tags: [],
  installmentGroupId: null,
  installmentNumber: null,
  installmentCount: null,
  statementMonth: '2026-12',
  source: 'manual',
  createdBy: null,
  createdAt: at,
  updatedAt: at,
  version: 1,
  ...over,
});

const detail: StatementDetail = {
  month: '2026-12',
  closingDate: '2026-12-05',
  dueDate: '2026-12-12',
  total: 160_00,
  paid: 40_00,
  credit: 0,
  remaining: 120_00,
  carriedOver: 0,
  historical: false,
  status: 'overdue',
  entries: [
    entry({}),
    entry({
      id: uuid(11),
      categoryId: null,
      description: 'Geladeira (2/6)',
      value: 60_00,
      installmentGroupId: uuid(30),
      installmentNumber: 2,
      installmentCount: 6,
    }),
  ],
  payments: [],
};

const category = {
  id: uuid(20),
  name: 'Esportes',
  fullName: 'Lazer › Esportes',
  type: 'expense',
} as Category;

afterEach(() => vi.restoreAllMocks());

function show(canPay: boolean, onPay = vi.fn()) {
  vi.spyOn(financeApi, 'statement').mockResolvedValue(detail);
  vi.spyOn(financeApi, 'categories').mockResolvedValue([category]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <StatementDetailDialog
          card={card}
          month="2026-12"
          canPay={canPay}
          onPay={onPay}
          onClose={() => {}}
        />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return onPay;
}

describe('StatementDetailDialog', { timeout: 30_000 }, () => {
  it('shows the purchases with category and installment, the status and what is left', async () => {
    const onPay = show(true);
    const table = await screen.findByRole('table', { name: 'Compras da fatura' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('20/11/2026');
    expect(rows[1]).toHaveTextContent('Lazer › Esportes');
    // The installment in its own column, not twice in the description.
    expect(rows[2]).toHaveTextContent('2/6');
    expect(rows[2]).not.toHaveTextContent('Geladeira (2/6)');
    expect(rows[2]).toHaveTextContent('Sem categoria');
    expect(screen.getByText('Vencida')).toBeInTheDocument();
    expect(screen.getByText('Pagamento parcial: faltam R$ 120,00.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum pagamento nesta fatura.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar fatura' }));
    expect(onPay).toHaveBeenCalledWith(detail);
  });

  it('offers no payment to who cannot pay', async () => {
    show(false);
    await screen.findByRole('table', { name: 'Compras da fatura' });
    expect(screen.queryByRole('button', { name: 'Pagar fatura' })).toBeNull();
  });
});
