import type { AppNotification, NotificationEvent } from '@orbita/contracts/communication';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { realtimeEvents, WS_EVENT } from '../../../platform/realtime';
import { updateSession } from '../../../platform/session/session-store';
import { Toasts } from '../../../platform/toasts';
import { NotificationBell } from './notification-bell';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const otherWorkspaceId = '7d1f9b52-8e0c-4b6c-a1d1-3c4e5f6a7b8c';

function notification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    workspaceId,
    kind: 'task',
    title: 'Nova tarefa para você',
    body: null,
    link: '/flow/tarefas',
    readAt: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

/** What the realtime client emits for a message on /user/queue/notifications. */
function fromQueue(event: NotificationEvent) {
  act(() => {
    realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail: event }));
  });
}

function renderBell(count: number) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch((url) =>
    url === '/api/app/comunicacao/notificacoes/nao-lidas'
      ? json(200, { count })
      : json(404, { message: 'Não encontrado.' }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, client };
}

const bell = () => screen.getByRole('link', { name: /^Notificações/ });

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows the unread count and links to the notifications screen', async () => {
    renderBell(3);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações: 3 não lidas'));
    expect(bell()).toHaveAttribute('href', '/comunicacao/notificacoes');
    expect(bell()).toHaveTextContent('3');
  });

  it('updates the badge from realtime events without asking the server: new, read elsewhere, all read', async () => {
    const { fetch } = renderBell(1);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações: 1 não lida'));
    const calls = fetch.mock.calls.length;

    const created = notification();
    fromQueue({
      type: 'created',
      entity: 'notification',
      workspaceId,
      unreadCount: 2,
      id: created.id,
      data: created,
    });
    // TanStack Query tells observers on the next tick: no request is involved.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações: 2 não lidas'));
    expect(bell()).toHaveTextContent('2');
    // The title is shown in an info toast.
    expect(await screen.findByText('Nova tarefa para você')).toBeInTheDocument();

    // Read on another device: the event says how many are left.
    fromQueue({
      type: 'updated',
      entity: 'notification',
      workspaceId,
      unreadCount: 1,
      id: created.id,
      data: { ...created, readAt: '2026-03-10T12:01:00.000Z' },
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações: 1 não lida'));

    fromQueue({
      type: 'all-read',
      entity: 'notification',
      workspaceId,
      unreadCount: 0,
      data: { updated: 1, readAt: '2026-03-10T12:05:00.000Z' },
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações'));
    expect(screen.getByTestId('notification-badge').querySelector('.MuiBadge-badge')).toHaveClass(
      'MuiBadge-invisible',
    );
    // All of it came from the events, not from asking the server again.
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('ignores events of another workspace and messages that are not notifications', async () => {
    renderBell(4);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações: 4 não lidas'));
    const elsewhere = notification({ workspaceId: otherWorkspaceId });
    fromQueue({
      type: 'created',
      entity: 'notification',
      workspaceId: otherWorkspaceId,
      unreadCount: 9,
      id: elsewhere.id,
      data: elsewhere,
    });
    act(() => {
      realtimeEvents.dispatchEvent(
        new CustomEvent(WS_EVENT, {
          detail: { type: 'created', entity: 'task', workspaceId, id: 'x', data: {} },
        }),
      );
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(bell()).toHaveAccessibleName('Notificações: 4 não lidas');
    expect(screen.queryByText('Nova tarefa para você')).not.toBeInTheDocument();
  });

  it('escapes the title in the toast: markup shows as text and never runs', async () => {
    renderBell(0);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações'));
    const created = notification({ title: '<img src=x onerror="window.hacked=1">Oi' });
    fromQueue({
      type: 'created',
      entity: 'notification',
      workspaceId,
      unreadCount: 1,
      id: created.id,
      data: created,
    });
    expect(await screen.findByText('<img src=x onerror="window.hacked=1">Oi')).toBeInTheDocument();
    expect(document.querySelector('.Toastify img')).toBeNull();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações: 1 não lida'));
  });

  it('keeps one notification toast: a newer one replaces it instead of stacking over the top bar', async () => {
    renderBell(0);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações'));
    const first = notification({ title: 'Primeiro aviso' });
    const second = notification({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      title: 'Segundo aviso',
    });
    fromQueue({
      type: 'created',
      entity: 'notification',
      workspaceId,
      unreadCount: 1,
      id: first.id,
      data: first,
    });
    expect(await screen.findByText('Primeiro aviso')).toBeInTheDocument();
    fromQueue({
      type: 'created',
      entity: 'notification',
      workspaceId,
      unreadCount: 2,
      id: second.id,
      data: second,
    });
    expect(await screen.findByText('Segundo aviso')).toBeInTheDocument();
    // Leaving: jsdom runs no CSS animation, so the exit never finishes here; it has started.
    await waitFor(() =>
      expect(screen.getByText('Primeiro aviso').closest('.Toastify__toast')?.className).toMatch(
        /exit/,
      ),
    );
    expect(screen.getByText('Segundo aviso').closest('.Toastify__toast')?.className).not.toMatch(
      /exit/,
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações: 2 não lidas'));
  });
});
