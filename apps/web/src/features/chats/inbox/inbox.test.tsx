import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { ChatsPage } from '../pages/chats-page';
import {
  base,
  calls,
  convId,
  nudge,
  renderAs,
  screenWidth,
  testConversation,
  urlOf,
  userId,
  workspaceId,
} from '../lib/test-chats';

let stop: (() => void) | undefined;
// jsdom lays nothing out: the list's scroller gets a screen's height so the virtual rows render.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
afterEach(() => {
  act(() => toast.dismiss());
  stop?.();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const team = {
  id: userId(50),
  name: 'Vendas',
  responsible: null,
  members: [],
  createdAt: '',
  version: 1,
};
const page = (items: ReturnType<typeof testConversation>[]) =>
  json(200, { items, nextCursor: null });

function render(answer: (url: URL) => Response, wide = true) {
  screenWidth(wide);
  const view = renderAs(
    'editor',
    (u) => {
      const url = urlOf(u);
      if (url.pathname === `/api/app/conta/contas/${workspaceId}/equipes`) return json(200, [team]);
      if (url.pathname === `${base}/conversas-etiquetas`)
        return json(200, { items: [{ name: 'vip', count: 2 }] });
      return answer(url);
    },
    <ChatsPage />,
  );
  stop = view.off;
  return view;
}

/** The conversations query of each list read, as `key=value&…` (sorted, without `limit`). */
const listQueries = (fetch: ReturnType<typeof render>['fetch']) =>
  calls(fetch, 'GET', `${base}/conversas`).map(({ url }) =>
    [...url.searchParams.entries()]
      .filter(([k]) => k !== 'limit')
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&'),
  );

describe('the inbox', { timeout: 60_000 }, () => {
  it('sends each filter as the API expects it', async () => {
    const user = userEvent.setup();
    const { fetch } = render(() => page([testConversation(1, 'Marina')]));
    await screen.findByRole('link', { name: 'Marina' });
    expect(listQueries(fetch)).toEqual(['']);

    const filters = screen.getByRole('group', { name: 'Filtro' });
    await user.click(within(filters).getByRole('button', { name: 'Minhas' }));
    await waitFor(() => expect(listQueries(fetch)).toContain('filter=mine'));
    await user.click(within(filters).getByRole('button', { name: 'Sem responsável' }));
    await waitFor(() => expect(listQueries(fetch)).toContain('filter=unassigned'));
    await user.click(within(filters).getByRole('button', { name: 'Não lidas' }));
    await waitFor(() => expect(listQueries(fetch)).toContain('filter=unread'));

    // Equipe asks nothing new until a team is picked (the API needs the team).
    await user.click(within(filters).getByRole('button', { name: 'Equipe' }));
    await user.click(screen.getByRole('combobox', { name: 'Equipe' }));
    await user.click(await screen.findByRole('option', { name: 'Vendas' }));
    await waitFor(() => expect(listQueries(fetch)).toContain(`filter=team&teamId=${team.id}`));

    await user.click(within(filters).getByRole('button', { name: 'Etiqueta' }));
    await user.click(screen.getByRole('combobox', { name: 'Etiqueta' }));
    await user.click(await screen.findByRole('option', { name: 'vip (2)' }));
    await waitFor(() => expect(listQueries(fetch)).toContain('filter=label&label=vip'));

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'WhatsApp' }));
    await waitFor(() =>
      expect(listQueries(fetch)).toContain('filter=label&kind=whatsapp&label=vip'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Resolvidas' }));
    await waitFor(() =>
      expect(listQueries(fetch)).toContain('filter=label&kind=whatsapp&label=vip&status=closed'),
    );

    await user.click(within(filters).getByRole('button', { name: 'Todas' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar conversas' }), 'pedido');
    await waitFor(() =>
      expect(listQueries(fetch)).toContain('kind=whatsapp&q=pedido&status=closed'),
    );
    // Typing is one search after the pause, not one per letter.
    expect(listQueries(fetch).filter((q) => q.includes('q=p') && !q.includes('q=pedido'))).toEqual(
      [],
    );
    // The filters live in the URL: a link or a reload keeps them.
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
      '/comunicacao/chats?tipo=whatsapp&situacao=closed&q=pedido',
    );
  });

  it('shows each row as the inbox needs it: time, unread, assignee, labels, the 24 h window', async () => {
    const now = Date.now();
    render(() =>
      page([
        testConversation(1, 'Marina', {
          unread: 3,
          assignee: { id: userId(2), name: 'Beto' },
          labels: ['vip', 'atacado', 'sul'],
          windowClosesAt: new Date(now + 30 * 60_000).toISOString(),
        }),
        testConversation(2, 'Rui', {
          windowClosesAt: null,
          lastMessage: {
            id: convId(902),
            preview: 'Até amanhã',
            direction: 'out',
            at: new Date(now - 24 * 3600_000).toISOString(),
            authorName: 'Ana',
          },
        }),
        testConversation(3, 'Time de vendas', {
          kind: 'group',
          contact: null,
          windowClosesAt: null,
          lastMessage: {
            id: convId(903),
            preview: 'Reunião às 10h',
            direction: 'out',
            at: '2026-01-05T12:00:00.000Z',
            authorName: 'Beto',
          },
        }),
      ]),
    );
    const marina = await screen.findByRole('link', { name: 'Marina, 3 não lidas' });
    expect(marina).toHaveTextContent('Oi, sou Marina');
    expect(marina).toHaveTextContent('Beto');
    expect(marina).toHaveTextContent('vip');
    expect(marina).toHaveTextContent('+1');
    expect(within(marina).getByLabelText('Janela fecha em 30 min')).toBeInTheDocument();
    expect(marina).toHaveAttribute('href', `/comunicacao/chat/${convId(1)}`);

    const rui = screen.getByRole('link', { name: 'Rui, janela fechada' });
    expect(rui).toHaveTextContent('Janela fechada');
    expect(rui).toHaveTextContent('ontem');
    const group = screen.getByRole('link', { name: 'Time de vendas' });
    expect(group).toHaveTextContent('Equipe');
    expect(group).toHaveTextContent('05/01/2026');
    expect(group).not.toHaveTextContent('Janela');
  });

  it('refreshes on a realtime nudge: a new message brings its conversation to the top', async () => {
    let items = [testConversation(1, 'Marina'), testConversation(2, 'Rui')];
    const { fetch } = render((url) =>
      url.pathname === `${base}/conversas`
        ? page(items)
        : json(404, { message: 'Não encontrado.' }),
    );
    await screen.findByRole('link', { name: 'Marina' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Conversas' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label'));
    expect(names()).toEqual(['Marina', 'Rui']);

    items = [testConversation(2, 'Rui', { unread: 1 }), testConversation(1, 'Marina')];
    nudge('chat-conversations', convId(2));
    await waitFor(() => expect(names()).toEqual(['Rui, 1 não lida', 'Marina']));
    expect(calls(fetch, 'GET', `${base}/conversas`)).toHaveLength(2);
  });

  it('moves between rows with the arrows and opens one with Enter (the link)', async () => {
    render(() =>
      page([testConversation(1, 'Marina'), testConversation(2, 'Rui'), testConversation(3, 'Zé')]),
    );
    const first = await screen.findByRole('link', { name: 'Marina' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Rui' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('link', { name: 'Rui' }), { key: 'End' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zé' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('link', { name: 'Zé' }), { key: 'Home' });
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('says what to do when there is nothing yet, and when the filters find nothing', async () => {
    const user = userEvent.setup();
    render(() => page([]));
    expect(await screen.findByText('Nenhuma conversa ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Começar uma conversa' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Filtro' })).getByRole('button', {
        name: 'Não lidas',
      }),
    );
    expect(await screen.findByText('Nenhuma conversa com esses filtros')).toBeInTheDocument();
  });

  it('shows the server message and "Tentar de novo" when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    render(() =>
      fail
        ? json(500, { message: 'Não foi possível carregar as conversas.' })
        : page([testConversation(1, 'Marina')]),
    );
    expect(await screen.findByText('Não foi possível carregar as conversas.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('link', { name: 'Marina' })).toBeInTheDocument();
  });

  it('starts a team chat with a member and opens it', async () => {
    const user = userEvent.setup();
    const { fetch } = render((url) => {
      if (url.pathname === `/api/app/conta/contas/${workspaceId}/membros`)
        return json(200, [
          {
            userId: userId(1),
            name: 'Ana',
            email: 'ana@x.com',
            avatarUrl: null,
            role: 'editor',
            version: 1,
            joinedAt: '',
            teams: [],
          },
          {
            userId: userId(2),
            name: 'Beto',
            email: 'beto@x.com',
            avatarUrl: null,
            role: 'editor',
            version: 1,
            joinedAt: '',
            teams: [],
          },
        ]);
      if (url.pathname === `${base}/conversas` && fetch.mock.calls.at(-1)?.[1]?.method === 'POST')
        return json(200, testConversation(7, 'Beto', { kind: 'direct', contact: null }));
      return page([]);
    });
    await user.click(await screen.findByRole('button', { name: 'Nova conversa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova conversa' });
    await user.click(within(dialog).getByRole('button', { name: 'Abrir conversa' }));
    expect(within(dialog).getByText('Escolha um membro.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Membro' }));
    // I am not offered to myself.
    expect(screen.queryByRole('option', { name: 'Ana' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Beto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Abrir conversa' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
        `/comunicacao/chat/${convId(7)}`,
      ),
    );
    expect(calls(fetch, 'POST', `${base}/conversas`).map((c) => c.body)).toEqual([
      { kind: 'direct', userId: userId(2) },
    ]);
  });
});
