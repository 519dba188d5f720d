import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { InboxItem } from '@orbita/contracts/flow';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { theme } from '../../../theme/theme';
import { inboxApi } from '../inbox/api/inbox-api';
import { ItemEditDialog } from './item-edit-dialog';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const item = {
  id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  code: 'IN-0007',
  content: 'Ler 10 páginas amanhã',
  dueAt: '2026-03-13T21:00:00.000Z',
  tags: ['casa'],
  version: 3,
} as InboxItem;

function setup() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <ItemEditDialog item={item} onClose={onClose} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Editar IN-0007' });
  return { onClose, dialog, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('editing an inbox item after capture', { timeout: 30_000 }, () => {
  it('saves the text, no due date and the tags on the version it opened on', async () => {
    const update = vi.spyOn(inboxApi, 'update').mockResolvedValue({ ...item, version: 4 });
    const { onClose, dialog, user } = setup();
    const text = within(dialog).getByRole('textbox', { name: 'Texto' });
    expect(text).toHaveValue('Ler 10 páginas amanhã');
    await user.clear(text);
    await user.type(text, 'Ler 20 páginas');
    await user.click(within(dialog).getByRole('button', { name: 'Remover prazo' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Etiquetas' }), '#Leitura{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(update).toHaveBeenCalledExactlyOnceWith(item.id, {
      content: 'Ler 20 páginas',
      dueAt: null,
      tags: ['casa', 'leitura'],
      version: 3,
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('an empty text is refused in pt-BR before anything is sent', async () => {
    const update = vi.spyOn(inboxApi, 'update');
    const { onClose, dialog, user } = setup();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Texto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escreva o item.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a newer version opens the conflict dialog; reapplying saves on it and closes', async () => {
    const theirs = { ...item, tags: ['casa', 'urgente'], version: 5 };
    const update = vi
      .spyOn(inboxApi, 'update')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, content: 'Ler 20 páginas', version: 6 });
    const { onClose, dialog, user } = setup();
    const text = within(dialog).getByRole('textbox', { name: 'Texto' });
    await user.clear(text);
    await user.type(text, 'Ler 20 páginas');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(conflict).getByRole('button', { name: /Reaplicar/ }));
    expect(update).toHaveBeenLastCalledWith(item.id, expect.objectContaining({ version: 5 }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
