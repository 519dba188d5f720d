/** Test helpers of the chats screens (imported by `*.test.tsx` only). */
import type { AppState } from '@orbita/contracts/auth';
import type { Contact, Conversation } from '@orbita/contracts/chats';
import type { ReactElement } from 'react';
import type { mockFetch } from '../../../platform/http/test-fetch';
import { renderScreen, testUserId, testWorkspaceId } from '../../../test/render-screen';

export { calls, nudge, screenWidth, urlOf } from '../../../test/render-screen';

export const workspaceId = testWorkspaceId;
export const base = '/api/app/comunicacao';
export const at = '2026-11-26T17:03:00.000Z';

export const convId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const contactId = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
export const userId = testUserId;

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
  return renderScreen(role, handler, page, { path, route, live: true });
}
