import type { AppNotification, NotificationPage } from '@orbita/contracts/communication';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyNotificationEvent } from './cache';
import { notificationQueries } from './queries';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const note = (id: string, title: string, createdAt: string): AppNotification => ({
  id,
  workspaceId,
  kind: 'task',
  title,
  body: null,
  link: null,
  readAt: null,
  createdAt,
});
const a = note(
  '00000000-0000-4000-8000-00000000000a',
  '2 comentários em “X”',
  '2026-03-10T12:00:00Z',
);
const b = note('00000000-0000-4000-8000-00000000000b', 'Outra', '2026-03-10T12:05:00Z');

describe('notification cache', () => {
  it('a grouped arrival (same id, new title) replaces the old one and moves to the top, once', () => {
    const client = new QueryClient();
    const key = notificationQueries.list(false).queryKey;
    client.setQueryData<InfiniteData<NotificationPage, string | undefined>>(key, {
      pages: [
        { items: [b], nextCursor: 'c' },
        { items: [a], nextCursor: null },
      ],
      pageParams: [undefined, 'c'],
    });
    const grouped = { ...a, title: '3 comentários em “X”', createdAt: '2026-03-10T12:06:00Z' };
    applyNotificationEvent(client, {
      type: 'created',
      entity: 'notification',
      workspaceId,
      unreadCount: 2,
      id: a.id,
      data: grouped,
    });
    const pages = client.getQueryData<InfiniteData<NotificationPage>>(key)!.pages;
    expect(pages.map((p) => p.items.map((n) => n.title))).toEqual([
      ['3 comentários em “X”', 'Outra'],
      [],
    ]);
    expect(client.getQueryData(notificationQueries.unreadCount().queryKey)).toEqual({ count: 2 });
  });
});
