/** Test helpers of the chats screens (imported by `*.test.tsx` only). */
import type { AppState } from '@orbita/contracts/auth';
import type { Contact, Conversation } from '@orbita/contracts/chats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { mockFetch } from '../../../platform/http/test-fetch';
import { onEntityEvent, realtimeEvents, WS_EVENT } from '../../../platform/realtime';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import { Toasts } from '../../../platform/toasts';

export const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const base = '/api/app/comunicacao';
export const at = '2026-11-26T17:03:00.000Z';

export const convId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const contactId = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
export const userId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export function testConversation(
  n: number,
  title: string,
  extra: Partial<Conversation> = {},
): Conversation {
  return {
    id: convId(n),
    kind: 'whatsapp',
    title,
    contact: { id: contactId(n), name: title, phone: '+5541999998888' },
    participants: [],
    status: 'open',
    assignee: null,
    team: null,
    labels: [],
    lastMessage: {
      id: convId(900 + n),
      preview: `Oi, sou ${title}`,
      direction: 'in',
      at,
      authorName: null,
    },
    unread: 0,
    windowClosesAt: new Date(Date.now() + 20 * 3600_000).toISOString(),
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

export function testContact(n: number, name: string, extra: Partial<Contact> = {}): Contact {
  return {
    id: contactId(n),
    name,
    phones: [{ e164: '+5541999998888', label: null, whatsapp: true }],
    emails: [],
    tags: [],
    company: null,
    notes: '',
    personId: null,
    whatsappName: null,
    lastMessageAt: null,
    conversationCount: 1,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

/** Where the router is now (path and query), for navigation checks. */
function Where() {
  const location = useLocation();
  return <output aria-label="Endereço">{location.pathname + location.search}</output>;
}

/** A screen `wide` (≥ md: MUI's up('md') asks for min-width) or a phone. */
export function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide ? query.includes('min-width') : query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/**
 * `page` at `path` (route pattern `route`) as `role` sees it, with the API answered by
 * `handler` and realtime events invalidating queries as the signed-in shell does.
 */
export function renderAs(
  role: AppState['role'],
  handler: Parameters<typeof mockFetch>[0],
  page: ReactElement,
  { path = '/comunicacao/chats', route = '/comunicacao/chats' } = {},
) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, {
    workspaceId,
    role,
    user: { id: userId(1), name: 'Ana', accountType: 'creator' },
  } as AppState);
  const off = onEntityEvent(
    client,
    ({ entity }) => void client.invalidateQueries({ queryKey: [entity] }),
  );
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<p>Outra tela</p>} />
          <Route path={route} element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { fetch, client, off, view };
}

/** A nudge as the server publishes it (another person's change: not this tab's echo). */
export function nudge(entity: string, id: string) {
  act(() => {
    realtimeEvents.dispatchEvent(
      new CustomEvent(WS_EVENT, {
        detail: { type: 'updated', entity, id, workspaceId, origin: 'outra-aba' },
      }),
    );
  });
}

export const urlOf = (input: unknown) => new URL(String(input), 'http://localhost');

/** The calls made with `method` to `pathname`. */
export function calls(
  fetch: ReturnType<typeof mockFetch>,
  method: string,
  pathname: string,
): { url: URL; body: unknown }[] {
  return fetch.mock.calls
    .filter(([u, init]) => (init?.method ?? 'GET') === method && urlOf(u).pathname === pathname)
    .map(([u, init]) => ({
      url: urlOf(u),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}
