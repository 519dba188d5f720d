import type { Box, Category, Entry } from '@orbita/contracts/finance';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme';
import { financeApi } from '../api/finance-api';
import { recurrencesApi } from '../recurrences/recurrences-api';
import { EntryDialog } from './entry-dialog';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function box(n: number, kind: Box['kind'], name: string): Box {
  return {
    id: uuid(n),
    version: 1,
    workspaceId: uuid(99),
    name,
    kind,
    color: null,
    openingBalance: 0,
    openingDate: '2026-01-01',
    balance: 0,
    projectedBalance: 0,
    archived: false,
    archivedAt: null,
    limit: kind === 'credit_card' ? 500000 : null,
    closingDay: kind === 'credit_card' ? 5 : null,
    dueDay: kind === 'credit_card' ? 15 : null,
    availableLimit: kind === 'credit_card' ? 500000 : null,
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
}

const account = box(1, 'bank_account', 'Conta Corrente');
const card = box(2, 'credit_card', 'Cartão Nu');
const category = (
  n: number,
  name: string,
  type: Category['type'],
  parentId: string | null = null,
): Category => ({
  id: uuid(n),
  version: 1,
  workspaceId: uuid(99),
  name,
  type,
  parentId,
  fullName: name,
  createdAt: '',
  updatedAt: '',
});
const categories = [
  category(10, 'Moradia', 'expense'),
  category(11, 'Aluguel', 'expense', uuid(10)),
  category(12, 'Salário', 'revenue'),
];

function setup(boxes: Box[], entry: Entry | null = null) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <EntryDialog entry={entry} boxes={boxes} categories={categories} onClose={onClose} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return {
    onClose,
    user: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: entry ? 'Editar lançamento' : 'Novo lançamento' }),
  };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// A save closes the dialog once the finance queries it refreshes answered (the occurrence
// markers' among them): more than waitFor's default second on a loaded two-core machine.
const closing = { timeout: 8000 };

// Which entries are occurrences of a recurring entry: none, unless a test says so.
const noOccurrences = { items: [], occurrences: [] };
beforeEach(() => void vi.spyOn(recurrencesApi, 'list').mockResolvedValue(noOccurrences));
afterEach(() => vi.restoreAllMocks());

// Typing through user-event into MUI fields: slow on a shared two-core machine.
describe('EntryDialog', { timeout: 30_000 }, () => {
  it('refuses an empty form with the pt-BR messages of the contracts and sends nothing', async () => {
    const create = vi.spyOn(financeApi, 'createEntry');
    const { user, dialog } = setup([account]);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o valor.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a descrição.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('the value mask fills from the right: typing 123456 shows R$ 1.234,56 and sends 123456 centavos', async () => {
    const create = vi.spyOn(financeApi, 'createEntry').mockResolvedValue({ items: [] });
    const { user, dialog, onClose } = setup([account]);
    const value = within(dialog).getByLabelText<HTMLInputElement>(/Valor/);
    await user.type(value, '123456');
    expect(value.value).toBe('R$ 1.234,56');
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Aluguel de março');
    await choose(user, 'Categoria', 'Aluguel');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), closing);
    expect(create).toHaveBeenCalledOnce();
    expect(create.mock.calls[0]![0]).toMatchObject({
      boxId: account.id,
      value: 123456,
      type: 'expense',
      description: 'Aluguel de março',
      categoryId: uuid(11),
      status: 'paid',
      tags: [],
    });
    expect(create.mock.calls[0]![0].installments).toBeUndefined();
  });

  it('offers "Parcelar em" only for an expense on a credit card, and sends the installments', async () => {
    const create = vi.spyOn(financeApi, 'createEntry').mockResolvedValue({ items: [] });
    const { user, dialog, onClose } = setup([account, card]);
    expect(within(dialog).queryByRole('combobox', { name: 'Parcelar em' })).not.toBeInTheDocument();
    await choose(user, 'Caixa', 'Cartão Nu');
    expect(within(dialog).getByRole('combobox', { name: 'Parcelar em' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Receita' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Parcelar em' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Despesa' }));
    await choose(user, 'Parcelar em', '3×');
    await user.type(within(dialog).getByLabelText(/Valor/), '90000');
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Geladeira');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), closing);
    expect(create.mock.calls[0]![0]).toMatchObject({
      boxId: card.id,
      value: 90000,
      installments: 3,
      type: 'expense',
    });
  });

  it('shows the field message the server answers and keeps the dialog open', async () => {
    const { HttpError } = await import('../../../platform/http');
    vi.spyOn(financeApi, 'createEntry').mockRejectedValue(
      new HttpError('Dados inválidos.', {
        status: 400,
        fields: { description: 'Descrição repetida demais.' },
      }),
    );
    const { user, dialog, onClose } = setup([account]);
    await user.type(within(dialog).getByLabelText(/Valor/), '100');
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Café');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Descrição repetida demais.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a stale edit shows the newer entry in the conflict dialog and reapplies on its version', async () => {
    const { CONFLICT_MESSAGE } = await import('@orbita/contracts');
    const { errorFromResponse } = await import('../../../platform/http/http-error');
    const mine: Entry = {
      id: uuid(70),
      workspaceId: uuid(99),
      boxId: account.id,
      categoryId: uuid(11),
      date: '2026-03-05',
      value: 5000,
      type: 'expense',
      description: 'Aluguel',
      status: 'paid',
      tags: [],
      installmentGroupId: null,
      installmentNumber: null,
      installmentCount: null,
      statementMonth: null,
      source: 'manual',
      createdBy: null,
      createdAt: '',
      updatedAt: '',
      version: 1,
    };
    const theirs = { ...mine, value: 7000, version: 2 };
    const update = vi
      .spyOn(financeApi, 'updateEntry')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, description: 'Aluguel de março', version: 3 });
    const { user, dialog, onClose } = setup([account], mine);
    const description = within(dialog).getByLabelText(/Descrição/);
    await user.clear(description);
    await user.type(description, 'Aluguel de março');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update.mock.calls[0]![1]).toMatchObject({ description: 'Aluguel de março', version: 1 });
    expect(conflict).toHaveTextContent('R$ 70,00');
    expect(conflict).toHaveTextContent('R$ 50,00');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), closing);
    expect(update.mock.calls[1]![1]).toMatchObject({ description: 'Aluguel de março', version: 2 });
  });

  it('an occurrence of a recurring entry asks the scope, says paid ones stay, and sends it', async () => {
    const rent: Entry = {
      id: uuid(80),
      workspaceId: uuid(99),
      boxId: account.id,
      categoryId: null,
      date: '2026-04-05',
      value: 150000,
      type: 'expense',
      description: 'Aluguel',
      status: 'pending',
      tags: [],
      installmentGroupId: null,
      installmentNumber: null,
      installmentCount: null,
      statementMonth: null,
      source: 'manual',
      createdBy: null,
      createdAt: '',
      updatedAt: '',
      version: 1,
    };
    vi.spyOn(recurrencesApi, 'list').mockResolvedValue({
      items: [],
      occurrences: [{ entryId: rent.id, recurrenceId: uuid(81), number: 4, total: 12 }],
    });
    const plain = vi.spyOn(financeApi, 'updateEntry');
    const update = vi
      .spyOn(recurrencesApi, 'updateOccurrence')
      .mockResolvedValue({ entry: { ...rent, value: 160000, version: 2 }, ids: [rent.id] });
    const { user, dialog, onClose } = setup([account], rent);
    expect(await within(dialog).findByText(/Lançamento fixo \(4 de 12\)/)).toBeInTheDocument();
    const value = within(dialog).getByLabelText<HTMLInputElement>(/Valor/);
    await user.clear(value);
    await user.type(value, '160000');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const scope = await screen.findByRole('dialog', { name: 'Alterar lançamento fixo' });
    expect(scope).toHaveTextContent('Lançamentos já pagos não são alterados');
    await user.click(within(scope).getByRole('radio', { name: 'Este e os seguintes' }));
    await user.click(within(scope).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), closing);
    expect(update).toHaveBeenCalledWith(
      rent.id,
      expect.objectContaining({ value: 160000, scope: 'following', version: 1 }),
    );
    expect(plain).not.toHaveBeenCalled();
  });
});
