import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { at, base, calls, convId, renderAs, urlOf } from '../lib/test-chats';
import { CannedTab } from './canned-tab';

let stop: (() => void) | undefined;
afterEach(() => {
  act(() => toast.dismiss());
  stop?.();
  vi.unstubAllGlobals();
});

describe('canned responses', { timeout: 60_000 }, () => {
  it('creates one: the shortcut checked in pt-BR, sent without the slash', async () => {
    const user = userEvent.setup();
    const items: unknown[] = [];
    const view = renderAs(
      'editor',
      (u, init) => {
        const url = urlOf(u);
        if (url.pathname === `${base}/respostas-prontas` && init.method === 'POST') {
          const saved = {
            id: convId(1),
            ...(JSON.parse(String(init.body)) as object),
            updatedAt: at,
          };
          items.push(saved);
          return json(200, saved);
        }
        return json(200, { items });
      },
      <CannedTab />,
    );
    stop = view.off;
    await user.click(await screen.findByRole('button', { name: 'Criar a primeira' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova resposta pronta' });
    await user.type(within(dialog).getByRole('textbox', { name: /Atalho/ }), 'Olá!');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      within(dialog).getByText('Atalho: letras sem acento, números, - ou _, até 32 caracteres.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o texto.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Atalho/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Atalho/ }), '/ola');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Texto/ }),
      'Olá! Como posso ajudar?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(view.fetch, 'POST', `${base}/respostas-prontas`).map((c) => c.body)).toEqual([
      { shortcut: 'ola', text: 'Olá! Como posso ajudar?' },
    ]);
    const list = await screen.findByRole('list', { name: 'Respostas prontas' });
    expect(list).toHaveTextContent('/ola');
    expect(list).toHaveTextContent('Olá! Como posso ajudar?');
  });

  it('shows no write buttons to an Observador', async () => {
    const view = renderAs(
      'viewer',
      () =>
        json(200, {
          items: [{ id: convId(1), shortcut: 'ola', text: 'Olá!', version: 1, updatedAt: at }],
        }),
      <CannedTab />,
    );
    stop = view.off;
    expect(await screen.findByText('/ola')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Editar|Excluir|Nova resposta/ }),
    ).not.toBeInTheDocument();
  });
});
