import type { Budget, BudgetProgress, Category } from '@orbita/contracts/finance';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme';
import { budgetsApi } from './budgets-api';
import { BudgetDialog } from './budget-dialog';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const food: Category = {
  id: uuid(1),
  version: 1,
  workspaceId: uuid(99),
  name: 'Alimentação',
  type: 'expense',
  parentId: null,
  fullName: 'Alimentação',
  createdAt: '',
  updatedAt: '',
};
const budget: Budget = {
  id: uuid(5),
  workspaceId: uuid(99),
  categoryId: food.id,
  month: '2026-01',
  amount: 50_000,
  repeat: true,
  carryOver: false,
  createdAt: '',
  updatedAt: '',
  version: 3,
};
const progress = (month: string, inherited: boolean): BudgetProgress => ({
  budget,
  categoryName: 'Alimentação',
  month,
  inherited,
  carried: 0,
  available: 50_000,
  spent: 0,
  remaining: 50_000,
  percent: 0,
  status: 'ok',
});

function open(month: string, editing: BudgetProgress | null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={theme}>
        <BudgetDialog
          month={month}
          categories={[food]}
          editing={editing}
          takenCategoryIds={[]}
          onClose={onClose}
        />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => vi.restoreAllMocks());

describe('BudgetDialog', () => {
  it('a budget repeated from an earlier month is changed from the month shown on (a new budget there)', async () => {
    const create = vi
      .spyOn(budgetsApi, 'create')
      .mockResolvedValue({ ...budget, month: '2026-03' });
    const update = vi.spyOn(budgetsApi, 'update');
    const onClose = open('2026-03', progress('2026-03', true));
    expect(
      screen.getByRole('heading', { name: 'Alterar Alimentação a partir de março de 2026' }),
    ).toBeInTheDocument();
    const amount = screen.getByLabelText(/Valor para março de 2026/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '80000');
    await userEvent.click(screen.getByRole('switch', { name: 'Repetir nos próximos meses' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toEqual({
      categoryId: food.id,
      month: '2026-03',
      amount: 80_000,
      repeat: false,
      carryOver: false,
    });
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByText(/Vale só em março de 2026/)).toBeInTheDocument();
  });

  it('its own month edits the budget itself, with the version it was read at', async () => {
    const create = vi.spyOn(budgetsApi, 'create');
    const update = vi.spyOn(budgetsApi, 'update').mockResolvedValue({ ...budget, version: 4 });
    const onClose = open('2026-01', progress('2026-01', false));
    await userEvent.click(
      screen.getByRole('switch', { name: 'Transportar saldo do mês anterior' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[0]![0]).toEqual({
      id: budget.id,
      body: { amount: 50_000, repeat: true, carryOver: true, version: 3 },
    });
    expect(create).not.toHaveBeenCalled();
  });
});
