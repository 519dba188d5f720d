import type {
  AppNotification,
  NotificationEvent,
  NotificationPage,
  UnreadCount,
} from '@orbita/contracts/communication';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { notificationQueries } from './queries';

type ListData = InfiniteData<NotificationPage, string | undefined>;

const isUnread = (n: Pick<AppNotification, 'readAt'>) => n.readAt === null;

/** Whether a cached list is the "unread only" one (its key ends with `{ unread: true }`). */
function unreadOnly(key: QueryKey): boolean {
  const filters = key[2];
  return (
    !!filters && typeof filters === 'object' && (filters as { unread?: unknown }).unread === true
  );
}

function cachedLists(client: QueryClient): [QueryKey, ListData | undefined][] {
  return client.getQueriesData<ListData>({ queryKey: notificationQueries.lists() });
}

function findCached(client: QueryClient, id: string): AppNotification | undefined {
  for (const [, data] of cachedLists(client)) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((n) => n.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

function shiftUnreadCount(client: QueryClient, delta: number): void {
  if (delta === 0) return;
  client.setQueryData<UnreadCount>(notificationQueries.unreadCount().queryKey, (old) =>
    old ? { count: Math.max(0, old.count + delta) } : old,
  );
}

function mapLists(
  client: QueryClient,
  update: (items: AppNotification[], unreadList: boolean) => AppNotification[],
): void {
  for (const [key, data] of cachedLists(client)) {
    if (!data) continue;
    client.setQueryData<ListData>(key, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: update(page.items, unreadOnly(key)) })),
    });
  }
}

/**
 * A new notification goes on top. The same id again is a grouped arrival (the server updated
 * "2 comentários em …" to "3 comentários em …") or a refetch that was quicker: either way it
 * shows once, on top, as the event has it.
 */
function addToLists(client: QueryClient, created: AppNotification): void {
  for (const [key, data] of cachedLists(client)) {
    if (!data?.pages[0] || (unreadOnly(key) && !isUnread(created))) continue;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((n) => n.id !== created.id),
    }));
    const [first, ...rest] = pages;
    client.setQueryData<ListData>(key, {
      ...data,
      pages: [{ ...first!, items: [created, ...first!.items] }, ...rest],
    });
  }
}

function replaceInLists(client: QueryClient, updated: AppNotification): void {
  mapLists(client, (items, unreadList) =>
    unreadList && !isUnread(updated)
      ? items.filter((n) => n.id !== updated.id)
      : items.map((n) => (n.id === updated.id ? updated : n)),
  );
}

function markListsRead(client: QueryClient, readAt: string): void {
  mapLists(client, (items, unreadList) =>
    unreadList ? [] : items.map((n) => (isUnread(n) ? { ...n, readAt } : n)),
  );
}

const setUnreadCount = (client: QueryClient, count: number) =>
  client.setQueryData<UnreadCount>(notificationQueries.unreadCount().queryKey, { count });

/**
 * Brings the cached count and lists up to date with one event of the user queue at once,
 * so the badge and the screen change without waiting for a refetch. The count is the
 * server's (the event says it), so applying an event twice changes nothing.
 */
export function applyNotificationEvent(client: QueryClient, event: NotificationEvent): void {
  setUnreadCount(client, event.unreadCount);
  if (event.type === 'created') addToLists(client, event.data);
  else if (event.type === 'updated') replaceInLists(client, event.data);
  else markListsRead(client, event.data.readAt);
}

/** This device's own changes, shown before the server answers (optimistic). */
export const notificationCache = {
  updated(client: QueryClient, updated: AppNotification): void {
    const before = findCached(client, updated.id);
    if (before) shiftUnreadCount(client, (isUnread(updated) ? 1 : 0) - (isUnread(before) ? 1 : 0));
    replaceInLists(client, updated);
  },
  allRead(client: QueryClient, readAt: string): void {
    client.setQueryData<UnreadCount>(notificationQueries.unreadCount().queryKey, (old) =>
      old ? { count: 0 } : old,
    );
    markListsRead(client, readAt);
  },
};
