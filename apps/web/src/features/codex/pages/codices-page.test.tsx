import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen, urlOf } from '../../../test/render-screen';
import { CodicesPage } from './codices-page';
import { base, codexOf, hitOf, summaryOf, uuid } from './test-codex';

const listUrl = `${base}/codices`;
const open = (
  role: Parameters<typeof renderScreen>[0],
  handler: Parameters<typeof renderScreen>[1],
) => renderScreen(role, handler, <CodicesPage />, { path: '/codex/codices' });

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('CodicesPage', { timeout: 30_000 }, () => {
  it('teaches what a codex is when there is none, and creates one that opens', async () => {
    const created = codexOf(7, 'Processos');
    const { fetch } = open('creator', (_u, init) =>
      init.method === 'POST' ? json(201, created) : json(200, { items: [], nextCursor: null }),
    );
    expect(await screen.findByText('Nenhum códex ainda')).toBeVisible();
    expect(screen.getByText(/Um códex é uma base de conhecimento/)).toBeVisible();

    await userEvent.click(screen.getAllByRole('button', { name: 'Novo códex' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Novo códex' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar e abrir' }));
    expect(within(dialog).getByText('Informe o nome.')).toBeVisible();
    expect(calls(fetch, 'POST', listUrl)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), ' Processos ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ícone' }), '📘');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar e abrir' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
        `/codex/codex/${uuid(7)}`,
      ),
    );
    expect(calls(fetch, 'POST', listUrl).map((c) => c.body)).toEqual([
      { name: 'Processos', description: '', icon: '📘' },
    ]);
  });

  it('shows each codex as a card and searches all of them, opening a result with the keyboard', async () => {
    const a = summaryOf(11, 'Plano de ação', null, 'a0');
    const b = summaryOf(12, 'Ações da semana', null, 'a1');
    const { fetch } = open('viewer', (u) =>
      urlOf(u).pathname === `${base}/busca`
        ? json(200, {
            items: [
              hitOf(a, 'o <mark>plano</mark> de <mark>ação</mark>'),
              hitOf(b, 'as <mark>ações</mark> &lt;b&gt;', 'Outro códex'),
            ],
            nextOffset: null,
          })
        : json(200, {
            items: [
              codexOf(1, 'Manual da equipe', {
                entryCount: 3,
                icon: '📘',
                description: 'Como trabalhamos',
              }),
              codexOf(2, 'Outro códex', { entryCount: 1 }),
            ],
            nextCursor: null,
          }),
    );
    const cards = await screen.findByRole('list', { name: 'Códices' });
    const first = within(cards).getByRole('link', { name: /Manual da equipe/ });
    expect(first).toHaveAttribute('href', `/codex/codex/${uuid(1)}`);
    expect(first).toHaveTextContent('3 páginas · atualizado em 20/11/2026');
    expect(first).toHaveTextContent('Como trabalhamos');
    expect(within(cards).getByRole('link', { name: /Outro códex/ })).toHaveTextContent('1 página');
    // An Observador reads: no creation.
    expect(screen.queryByRole('button', { name: 'Novo códex' })).toBeNull();

    const box = screen.getByRole('combobox', { name: 'Buscar em todos os códices' });
    await userEvent.type(box, 'acao');
    await waitFor(() =>
      expect(calls(fetch, 'GET', `${base}/busca`).at(-1)?.url.searchParams.get('q')).toBe('acao'),
    );
    const results = await screen.findByRole('listbox', { name: 'Resultados da busca' });
    const options = within(results).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect([...options[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'plano',
      'ação',
    ]);
    // Escaped text stays text; the codex of each hit is named in the global search.
    expect(options[1]).toHaveTextContent('as ações <b>');
    expect(options[1]).toHaveTextContent('Outro códex');
    expect(options[1]!.querySelector('b')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Códices' })).toBeNull();
    expect(calls(fetch, 'GET', `${base}/busca`).at(-1)!.url.searchParams.has('codexId')).toBe(
      false,
    );

    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(results).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
      `/codex/codex/${b.codexId}?entrada=${b.id}`,
    );
  });
});
