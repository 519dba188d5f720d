import { notificationEntity } from '@orbita/contracts/communication/notification-values';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { notificationsApi } from './notifications-api';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The one key factory of notifications. Keys start with the realtime entity name
 * (`notification`), so the shell's realtime invalidation refreshes them on every event.
 */
export const notificationQueries = {
  all: () => [notificationEntity] as const,
  lists: () => [...notificationQueries.all(), 'list'] as const,
  list: (unread: boolean) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.lists(), { unread }] as const,
      queryFn: ({ pageParam, signal }) =>
        notificationsApi.list(
          { cursor: pageParam, limit: NOTIFICATIONS_PAGE_SIZE, unread },
          { signal },
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unread-count'] as const,
      queryFn: ({ signal }) => notificationsApi.unreadCount({ signal }),
      select: (answer) => answer.count,
    }),
};
