import type { AppNotification, NotificationPage } from '@orbita/contracts/communication';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../../../platform/http/test-fetch';
import { realtimeEvents, WS_EVENT } from '../../../platform/realtime';
import { updateSession } from '../../../platform/session/session-store';
import { NotificationBell } from '../components/notification-bell';
import { NotificationsPage } from './notifications-page';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const list = '/api/app/comunicacao/notificacoes';
const count = `${list}/nao-lidas`;

let seq = 0;
function notification(title: string, overrides: Partial<AppNotification> = {}): AppNotification {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    workspaceId,
    kind: 'task',
    title,
    body: `Detalhes de ${title}`,
    link: null,
    readAt: null,
    createdAt: new Date(Date.now() - seq * 60_000).toISOString(),
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function renderPage(handler: Handler) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch(handler);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <NotificationBell />
        <NotificationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Notificações' })).getAllByRole('listitem');

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('NotificationsPage', () => {
  it('shows skeletons while loading, then the list with unread ones marked and relative dates in pt-BR', async () => {
    const items = [
      notification('Tarefa atribuída'),
      notification('Pagamento recebido', { kind: 'finance', readAt: '2026-01-01T00:00:00.000Z' }),
    ];
    let answer: (r: Response) => void = () => {};
    renderPage((url) =>
      url === count
        ? json(200, { count: 1 })
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    expect(screen.getByRole('status', { name: 'Carregando notificações' })).toBeInTheDocument();
    act(() => answer(json(200, { items, nextCursor: null })));

    expect(await screen.findByText('Tarefa atribuída')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveAttribute('data-unread', 'true');
    expect(within(rows()[0]!).getByRole('heading')).toHaveTextContent('Não lida: Tarefa atribuída');
    expect(rows()[1]).not.toHaveAttribute('data-unread');
    expect(within(rows()[0]!).getByText('há um minuto')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText(/Finanças/)).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('há 2 minutos')).toBeInTheDocument();
  });

  it('marks one read and unread again, and all read, updating list and badge', async () => {
    const a = notification('Primeira');
    const b = notification('Segunda');
    const fetch = renderPage((url, init) => {
      if (url === count) return json(200, { count: 2 });
      if (url === `${list}/${a.id}`) {
        const { read } = JSON.parse(String(init.body)) as { read: boolean };
        return json(200, { ...a, readAt: read ? '2026-03-10T12:00:00.000Z' : null });
      }
      if (url === `${list}/marcar-todas-lidas`)
        return json(200, { updated: 1, readAt: '2026-03-10T12:01:00.000Z' });
      return json(200, { items: [a, b], nextCursor: null });
    });
    const ui = userEvent.setup();
    await screen.findByText('Primeira');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notificações: 2 não lidas' })).toBeInTheDocument(),
    );

    await ui.click(screen.getByRole('button', { name: 'Marcar como lida: Primeira' }));
    await waitFor(() => expect(rows()[0]).not.toHaveAttribute('data-unread'));
    expect(screen.getByRole('link', { name: 'Notificações: 1 não lida' })).toBeInTheDocument();
    expect(callsTo(fetch, `${list}/${a.id}`)[0]![1]).toMatchObject({
      method: 'PATCH',
      body: JSON.stringify({ read: true }),
    });

    await ui.click(screen.getByRole('button', { name: 'Marcar como não lida: Primeira' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notificações: 2 não lidas' })).toBeInTheDocument(),
    );

    await ui.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notificações' })).toBeInTheDocument(),
    );
    expect(rows().every((row) => !row.hasAttribute('data-unread'))).toBe(true);
    expect(callsTo(fetch, `${list}/marcar-todas-lidas`)[0]![1]?.method).toBe('POST');
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('loads more with the cursor and filters the unread ones', async () => {
    const first = Array.from({ length: 3 }, (_, i) => notification(`Aviso ${i + 1}`));
    const more = notification('Aviso antigo', { readAt: '2026-01-01T00:00:00.000Z' });
    const fetch = renderPage((url) => {
      if (url === count) return json(200, { count: 3 });
      if (url.includes('cursor=c1'))
        return json(200, { items: [more], nextCursor: null } satisfies NotificationPage);
      if (url.includes('unread=true')) return json(200, { items: first, nextCursor: null });
      return json(200, { items: first, nextCursor: 'c1' });
    });
    const ui = userEvent.setup();
    await screen.findByText('Aviso 1');
    await ui.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Aviso antigo')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Não lidas (3)' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u) === `${list}?limit=20&unread=true`)).toBe(
        true,
      ),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('shows the empty state, and a new notification arriving live', async () => {
    renderPage((url) =>
      url === count ? json(200, { count: 0 }) : json(200, { items: [], nextCursor: null }),
    );
    expect(await screen.findByText('Nenhuma notificação por aqui.')).toBeInTheDocument();
    const live = notification('Chegou agora', { createdAt: new Date().toISOString() });
    act(() => {
      realtimeEvents.dispatchEvent(
        new CustomEvent(WS_EVENT, {
          detail: {
            type: 'created',
            entity: 'notification',
            workspaceId,
            unreadCount: 1,
            id: live.id,
            data: live,
          },
        }),
      );
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Chegou agora')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma notificação por aqui.')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads the list', async () => {
    let fail = true;
    renderPage((url) => {
      if (url === count) return json(200, { count: 0 });
      return fail
        ? json(400, { message: 'Cursor inválido.' })
        : json(200, { items: [notification('De volta')], nextCursor: null });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as notificações. Cursor inválido.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('De volta')).toBeInTheDocument();
  });
});
