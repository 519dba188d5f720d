import type {
  Category,
  CategorySuggestion,
  FinanceRule,
  ImportPreviewRow,
} from '@orbita/contracts/finance';
import type { Role } from '@orbita/contracts/workspaces';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { financeApi } from '../api/finance-api';
import { financeKeys } from '../api/keys';
import { EntryRow } from '../entries/entry-row';
import { ImportRowRules, patternFrom } from './import-row-rules';
import { ImportRuleCreated } from './import-rule-created';
import { RulesDialog } from './rules-dialog';
import { ruleKeys, rulesApi } from './rules-api';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const category = (n: number, name: string, type: Category['type']): Category => ({
  id: uuid(n),
  version: 1,
  workspaceId: uuid(99),
  name,
  type,
  parentId: null,
  fullName: name,
  createdAt: '',
  updatedAt: '',
});
const transporte = category(10, 'Transporte', 'expense');
const lazer = category(11, 'Lazer', 'expense');
const salario = category(12, 'Salário', 'revenue');
const rule = (n: number, pattern: string, over: Partial<FinanceRule> = {}): FinanceRule => ({
  id: uuid(n),
  workspaceId: uuid(99),
  pattern,
  match: 'contains',
  type: 'expense',
  categoryId: transporte.id,
  categoryName: 'Transporte',
  rename: null,
  position: n - 20,
  enabled: true,
  createdAt: '',
  updatedAt: '',
  version: 3,
  ...over,
});
const uber = rule(21, 'UBER', { rename: 'Corrida de Uber' });
const ifood = rule(22, 'IFOOD', { categoryId: lazer.id, categoryName: 'Lazer' });

function renderWith(role: Role, rules: FinanceRule[] | undefined, ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['auth', 'app'], { role });
  client.setQueryData(financeKeys.categories(), [salario, transporte, lazer]);
  if (rules) client.setQueryData(ruleKeys.list(), rules);
  vi.spyOn(financeApi, 'categories').mockResolvedValue([salario, transporte, lazer]);
  vi.spyOn(rulesApi, 'list').mockResolvedValue(rules ?? []);
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), client };
}
const openRules = (role: Role, rules?: FinanceRule[]) => {
  const made = renderWith(role, rules, <RulesDialog onClose={() => {}} />);
  return { ...made, dialog: screen.getByRole('dialog', { name: 'Regras de importação' }) };
};

afterEach(() => vi.restoreAllMocks());

describe('RulesDialog', { timeout: 30_000 }, () => {
  it('lists the rules in order; moving one down sends the whole new order', async () => {
    const reorder = vi.spyOn(rulesApi, 'reorder').mockResolvedValue([ifood, uber]);
    const { user, dialog } = openRules('creator', [uber, ifood]);
    const list = within(dialog).getByRole('list', { name: /na ordem em que são tentadas/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(["Regra 'UBER'", "Regra 'IFOOD'"]);
    expect(within(list).getByText(/renomeia para “Corrida de Uber”/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Subir a regra 'UBER'" })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: "Descer a regra 'UBER'" }));
    await vi.waitFor(() => expect(reorder).toHaveBeenCalledOnce());
    expect(reorder.mock.calls[0]![0]).toEqual([ifood.id, uber.id]);
    await vi.waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(["Regra 'IFOOD'", "Regra 'UBER'"]),
    );
  });

  it('turns a rule off with its version', async () => {
    const update = vi
      .spyOn(rulesApi, 'update')
      .mockResolvedValue({ ...ifood, enabled: false, version: 4 });
    const { user, dialog } = openRules('creator', [uber, ifood]);
    await user.click(within(dialog).getByRole('switch', { name: "Regra 'IFOOD' ativa" }));
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith(ifood.id, { enabled: false, version: 3 }),
    );
    expect(notify.check).toHaveBeenCalledWith("Regra 'IFOOD' desativada.");
    expect(await within(dialog).findByText('Desativada')).toBeInTheDocument();
  });

  it('a refused switch (someone changed the rule) says why and shows the rule as it is now', async () => {
    vi.spyOn(rulesApi, 'update').mockRejectedValue(
      new HttpError('Este registro foi alterado por outra pessoa.', { status: 409 }),
    );
    const { user, dialog } = openRules('creator', [uber, ifood]);
    vi.spyOn(rulesApi, 'list').mockResolvedValue([uber, { ...ifood, enabled: false, version: 4 }]);
    await user.click(within(dialog).getByRole('switch', { name: "Regra 'IFOOD' ativa" }));
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Este registro foi alterado por outra pessoa.'),
    );
    expect(await within(dialog).findByText('Desativada')).toBeInTheDocument();
  });

  it('creates a rule from the keyboard; an empty text gets the contract’s message', async () => {
    const create = vi.spyOn(rulesApi, 'create').mockResolvedValue(rule(23, 'Posto Shell'));
    const { user, dialog } = openRules('creator', []);
    expect(within(dialog).getByText('Nenhuma regra ainda')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nova regra' }));
    const form = screen.getByRole('dialog', { name: 'Nova regra' });
    await user.click(within(form).getByRole('button', { name: 'Criar regra' }));
    expect(await within(form).findByText('Informe o texto a procurar.')).toBeInTheDocument();
    expect(within(form).getByText('Escolha a categoria.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Texto/), 'Posto Shell');
    await user.click(within(form).getByRole('combobox', { name: /Categoria/ }));
    // Only categories of the rule's type are offered.
    expect(screen.queryByRole('option', { name: 'Salário' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Transporte' }));
    await user.type(within(form).getByLabelText(/Renomear para/), 'Combustível{Enter}');
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0]).toEqual({
      pattern: 'Posto Shell',
      match: 'contains',
      type: 'expense',
      categoryId: transporte.id,
      rename: 'Combustível',
      enabled: true,
    });
    expect(notify.check).toHaveBeenCalledWith('Regra "Posto Shell" criada.');
  });

  it('an Observador reads the rules without any way to change them', () => {
    const { dialog } = openRules('viewer', [uber]);
    expect(within(dialog).getByText(/Só quem tem papel de Criador/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Nova regra' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: /Excluir a regra/ }),
    ).not.toBeInTheDocument();
  });
});

describe('ImportRowRules', { timeout: 30_000 }, () => {
  type Row = ImportPreviewRow & { suggestion: CategorySuggestion | null };
  const row = (over: Partial<Row>): Row => ({
    date: '2025-03-02',
    value: 2590,
    type: 'expense',
    description: 'Corrida de Uber',
    fitId: null,
    suggestedCategoryId: transporte.id,
    suggestion: {
      source: 'rule',
      ruleId: uber.id,
      rulePattern: 'UBER',
      originalDescription: 'UBER *TRIP 02/03',
    },
    duplicate: false,
    ...over,
  });

  it('says why the category was chosen, until the person picks another', () => {
    renderWith(
      'creator',
      [],
      <>
        <ImportRowRules row={row({})} categoryId={transporte.id} categories={[transporte]} />
        <ImportRowRules
          row={row({
            description: 'PADARIA',
            suggestion: {
              source: 'history',
              ruleId: null,
              rulePattern: null,
              originalDescription: null,
            },
          })}
          categoryId={transporte.id}
          categories={[transporte]}
        />
        <ImportRowRules
          row={row({
            description: 'UBER EATS',
            suggestion: { ...row({}).suggestion!, originalDescription: null },
          })}
          categoryId={lazer.id}
          categories={[]}
        />
      </>,
    );
    expect(screen.getByText("Categoria pela regra 'UBER'")).toBeInTheDocument();
    expect(screen.getByText('No extrato: “UBER *TRIP 02/03”')).toBeInTheDocument();
    expect(screen.getByText('Categoria como em lançamentos anteriores')).toBeInTheDocument();
    // Chosen by hand: no reason shown; "Criar regra" offered (a rule already chose the first).
    expect(screen.getAllByText(/^Categoria /)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Criar regra a partir de/ })).toHaveLength(2);
  });

  it('"Criar regra" starts from the bank text without its numbers and the chosen category', async () => {
    expect(patternFrom('PIX ENVIADO 12/03 Padaria 123,45')).toBe('PIX ENVIADO Padaria');
    const { user } = renderWith(
      'creator',
      [],
      <ImportRowRules
        row={row({ description: 'POSTO SHELL 0231', suggestion: null, suggestedCategoryId: null })}
        categoryId={transporte.id}
        categories={[transporte, lazer]}
      />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Criar regra a partir de POSTO SHELL 0231' }),
    );
    const form = screen.getByRole('dialog', { name: 'Nova regra' });
    expect(within(form).getByLabelText(/Texto/)).toHaveValue('POSTO SHELL');
    expect(within(form).getByRole('combobox', { name: /Categoria/ })).toHaveTextContent(
      'Transporte',
    );
    expect(within(form).getByText('Atende a "POSTO SHELL 0231".')).toBeInTheDocument();
  });

  it('inside the import preview, the new rule is applied to the rows on screen', async () => {
    vi.spyOn(rulesApi, 'create').mockResolvedValue(rule(24, 'POSTO SHELL'));
    const applied = vi.fn(() => 3);
    const { user } = renderWith(
      'creator',
      [],
      <ImportRuleCreated.Provider value={applied}>
        <ImportRowRules
          row={row({
            description: 'POSTO SHELL 0231',
            suggestion: null,
            suggestedCategoryId: null,
          })}
          categoryId={transporte.id}
          categories={[transporte]}
        />
      </ImportRuleCreated.Provider>,
    );
    await user.click(screen.getByRole('button', { name: /Criar regra a partir de/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Nova regra' })).getByRole('button', {
        name: 'Criar regra',
      }),
    );
    await vi.waitFor(() => expect(applied).toHaveBeenCalledWith(rule(24, 'POSTO SHELL')));
    expect(notify.check).toHaveBeenCalledWith(
      'Regra "POSTO SHELL" criada e aplicada a 3 linhas deste extrato.',
    );
  });
});

describe('Criar regra from an entry', { timeout: 30_000 }, () => {
  it('the entry menu starts a rule from its text, direction and category', async () => {
    const entry = {
      id: uuid(40),
      workspaceId: uuid(99),
      boxId: uuid(41),
      categoryId: transporte.id,
      date: '2025-03-02',
      value: 2590,
      type: 'expense',
      description: 'UBER *TRIP 02/03',
      status: 'paid',
      tags: [],
    } as unknown as Parameters<typeof EntryRow>[0]['entry'];
    const { user } = renderWith(
      'creator',
      [],
      <EntryRow
        entry={entry}
        boxName="Conta"
        categoryName="Transporte"
        narrow
        canWrite
        onEdit={() => {}}
        onDelete={() => {}}
        onToggleStatus={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ações de UBER *TRIP 02/03' }));
    await user.click(screen.getByRole('menuitem', { name: 'Criar regra' }));
    const form = await screen.findByRole('dialog', { name: 'Nova regra' });
    expect(within(form).getByLabelText(/Texto/)).toHaveValue('UBER *TRIP');
    expect(within(form).getByRole('combobox', { name: /Categoria/ })).toHaveTextContent(
      'Transporte',
    );
  });
});
