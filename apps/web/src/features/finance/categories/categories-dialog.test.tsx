import type { Category } from '@orbita/contracts/finance';
import type { Role } from '@orbita/contracts/workspaces';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { financeApi } from '../api/finance-api';
import { financeKeys } from '../api/keys';
import { CategoriesDialog } from './categories-dialog';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const category = (
  n: number,
  name: string,
  type: Category['type'],
  parent: Category | null = null,
): Category => ({
  id: uuid(n),
  version: 1,
  workspaceId: uuid(99),
  name,
  type,
  parentId: parent?.id ?? null,
  fullName: parent ? `${parent.name} › ${name}` : name,
  createdAt: '',
  updatedAt: '',
});
const moradia = category(10, 'Moradia', 'expense');
const aluguel = category(11, 'Aluguel', 'expense', moradia);
const salario = category(12, 'Salário', 'revenue');
const lazer = category(13, 'Lazer', 'expense');

function setup(role: Role) {
  const onClose = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['auth', 'app'], { role });
  client.setQueryData(financeKeys.categories(), [salario, lazer, moradia, aluguel]);
  vi.spyOn(financeApi, 'categories').mockResolvedValue([salario, lazer, moradia, aluguel]);
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CategoriesDialog onClose={onClose} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: 'Categorias' }),
    onClose,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('CategoriesDialog', { timeout: 30_000 }, () => {
  it('groups the categories by type, each subcategory under its group', () => {
    const { dialog } = setup('creator');
    const revenue = within(dialog).getByRole('list', { name: 'Receitas' });
    const expense = within(dialog).getByRole('list', { name: 'Despesas' });
    // The section heading is a list item too (MUI's ListSubheader): only the labelled rows are categories.
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .flatMap((li) => li.getAttribute('aria-label') ?? []);
    expect(names(revenue)).toEqual(['Salário']);
    expect(names(expense)).toEqual(['Lazer', 'Moradia', 'Moradia › Aluguel']);
  });

  it('creates a subcategory inside a group of the chosen type', async () => {
    const create = vi
      .spyOn(financeApi, 'createCategory')
      .mockResolvedValue(category(20, 'Gás', 'expense', moradia));
    const { user, dialog } = setup('creator');
    await user.type(within(dialog).getByLabelText(/Nome da categoria/), 'Gás');
    await user.click(within(dialog).getByRole('combobox', { name: 'Dentro de' }));
    // Only groups of the type are offered: a subcategory cannot hold another.
    expect(screen.queryByRole('option', { name: 'Aluguel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Salário' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Moradia' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0]).toEqual({
      name: 'Gás',
      type: 'expense',
      parentId: moradia.id,
    });
    expect(notify.check).toHaveBeenCalledWith('Categoria "Moradia › Gás" criada.');
  });

  it('refuses an empty name with the contract’s message', async () => {
    const create = vi.spyOn(financeApi, 'createCategory');
    const { user, dialog } = setup('creator');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Informe o nome da categoria.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('renames with the keyboard: Enter saves the new name', async () => {
    const update = vi
      .spyOn(financeApi, 'updateCategory')
      .mockResolvedValue({ ...lazer, name: 'Lazer e viagens', fullName: 'Lazer e viagens' });
    const { user, dialog } = setup('creator');
    await user.click(within(dialog).getByRole('button', { name: 'Renomear Lazer' }));
    const field = within(dialog).getByLabelText('Novo nome de Lazer');
    await user.clear(field);
    await user.type(field, 'Lazer e viagens{Enter}');
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith(lazer.id, {
        name: 'Lazer e viagens',
        version: lazer.version,
      }),
    );
  });

  it('a stale rename shows the newer name in the conflict dialog and reapplies on its version', async () => {
    const { CONFLICT_MESSAGE } = await import('@orbita/contracts');
    const { errorFromResponse } = await import('../../../platform/http/http-error');
    const theirs = { ...lazer, name: 'Diversão', fullName: 'Diversão', version: lazer.version + 1 };
    const update = vi
      .spyOn(financeApi, 'updateCategory')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({
        ...theirs,
        name: 'Viagens',
        fullName: 'Viagens',
        version: theirs.version + 1,
      });
    const { user, dialog } = setup('creator');
    await user.click(within(dialog).getByRole('button', { name: 'Renomear Lazer' }));
    const field = within(dialog).getByLabelText('Novo nome de Lazer');
    await user.clear(field);
    await user.type(field, 'Viagens{Enter}');
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update).toHaveBeenLastCalledWith(lazer.id, { name: 'Viagens', version: lazer.version });
    expect(conflict).toHaveTextContent('Diversão');
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() =>
      expect(update).toHaveBeenLastCalledWith(lazer.id, {
        name: 'Viagens',
        version: theirs.version,
      }),
    );
  });

  it('a category in use cannot be deleted: the server’s 409 message is shown', async () => {
    const message = 'Esta categoria está em uso em lançamentos e não pode ser excluída.';
    const remove = vi
      .spyOn(financeApi, 'deleteCategory')
      .mockRejectedValue(new HttpError(message, { status: 409 }));
    const { user, dialog } = setup('creator');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir Moradia › Aluguel' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir categoria?' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(remove).toHaveBeenCalledWith(aluguel.id);
  });

  it('below Criador the list is read-only', () => {
    const { dialog } = setup('editor');
    expect(within(dialog).getByText(/Só quem tem papel de Criador/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: /Renomear|Excluir/ }),
    ).not.toBeInTheDocument();
  });
});
