/** Test helpers of the conversation screen (imported by `*.test.tsx` only). */
import type { AppState } from '@orbita/contracts/auth';
import type { CannedResponse, Conversation, Message, MessagePage } from '@orbita/contracts/chats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import { Toasts } from '../../../platform/toasts';
import { ConversationPage } from './conversation-page';

export const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const convId = '00000000-0000-4000-8000-0000000000c1';
export const base = '/api/app/comunicacao';
export const at = new Date().toISOString();
export const msgId = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
export const me = { id: '00000000-0000-4000-9000-000000000001', name: 'Ana' };

export function testConversation(extra: Partial<Conversation> = {}): Conversation {
  return {
    id: convId,
    kind: 'whatsapp',
    title: 'Maria Souza',
    contact: {
      id: '00000000-0000-4000-8000-0000000000d1',
      name: 'Maria Souza',
      phone: '+5541999998888',
    },
    participants: [],
    status: 'open',
    assignee: null,
    team: null,
    labels: [],
    lastMessage: null,
    unread: 0,
    windowClosesAt: new Date(Date.now() + 3600_000).toISOString(),
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

export function testMessage(seq: number, extra: Partial<Message> = {}): Message {
  return {
    id: msgId(seq),
    conversationId: convId,
    seq,
    direction: 'in',
    kind: 'text',
    text: `Mensagem ${seq}`,
    author: null,
    media: null,
    location: null,
    sharedContacts: null,
    replyTo: null,
    reactions: [],
    status: null,
    statusReason: null,
    template: null,
    createdAt: at,
    ...extra,
  };
}

export function page(items: Message[], extra: Partial<MessagePage> = {}): MessagePage {
  return {
    items,
    hasBefore: false,
    hasAfter: false,
    lastSeq: items[items.length - 1]?.seq ?? 0,
    readSeq: items[items.length - 1]?.seq ?? 0,
    ...extra,
  };
}

export const canned: CannedResponse[] = [
  { id: msgId(901), shortcut: 'ola', text: 'Olá! Como posso ajudar?', version: 1, updatedAt: at },
  {
    id: msgId(902),
    shortcut: 'obrigado',
    text: 'Obrigado pelo contato.',
    version: 1,
    updatedAt: at,
  },
];

export type Handler = (url: URL, init: RequestInit) => Response | undefined;

/** The API as the screen calls it; `extra` answers first (undefined: fall through). */
export function api({
  conversation = testConversation(),
  messages = page([testMessage(1)]),
  extra,
}: {
  conversation?: Conversation;
  messages?: MessagePage | ((url: URL) => MessagePage);
  extra?: Handler;
} = {}) {
  return (raw: string, init: RequestInit): Response => {
    const url = new URL(raw, 'http://localhost');
    const answer = extra?.(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (path === `${base}/conversas/${convId}` && method === 'GET') return json(200, conversation);
    if (path === `${base}/conversas/${convId}/mensagens` && method === 'GET')
      return json(200, typeof messages === 'function' ? messages(url) : messages);
    if (path === `${base}/conversas/${convId}/lida`) return new Response(null, { status: 204 });
    if (path === `${base}/respostas-prontas`) return json(200, { items: canned });
    if (path.endsWith('/membros') || path.endsWith('/equipes')) return json(200, []);
    return json(404, { message: 'Não encontrado.', code: 'not_found' });
  };
}

/** The screen at /comunicacao/chat/{id}, as an Editor of the workspace. */
export function renderConversation(
  handler: (url: string, init: RequestInit) => Response,
  role: AppState['role'] = 'editor',
) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  const fetch = mockFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, {
    workspaceId,
    role,
    user: { id: me.id, name: me.name, accountType: 'creator' },
  } as AppState);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/comunicacao/chat/${convId}`]}>
        <Routes>
          <Route path="/comunicacao/chat/:id" element={<ConversationPage />} />
          <Route path="*" element={<p>Outra tela</p>} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { fetch, client };
}

/** The bodies POSTed to `pathname`. */
export function posts(fetch: ReturnType<typeof mockFetch>, pathname: string): unknown[] {
  return fetch.mock.calls
    .filter(
      ([u, init]) =>
        init?.method === 'POST' && new URL(String(u), 'http://localhost').pathname === pathname,
    )
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}
