import type { AppNotification } from '@orbita/contracts/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../platform/toasts';
import { notificationCache } from './cache';
import { notificationsApi } from './notifications-api';
import { notificationQueries } from './queries';

/** On failure the optimistic change is undone by reloading from the server, and the reason shown. */
function useUndoOnError() {
  const client = useQueryClient();
  return (error: Error) => {
    void client.invalidateQueries({ queryKey: notificationQueries.all() });
    notify.error(error.message);
  };
}

/** Marks one notification read or unread, showing it at once (optimistic). */
export function useMarkNotification() {
  const client = useQueryClient();
  const onError = useUndoOnError();
  return useMutation({
    mutationFn: ({ notification, read }: { notification: AppNotification; read: boolean }) =>
      notificationsApi.mark(notification.id, read),
    onMutate: async ({ notification, read }) => {
      // A refetch already under way would bring back the old state over the new one.
      await client.cancelQueries({ queryKey: notificationQueries.all() });
      notificationCache.updated(client, {
        ...notification,
        readAt: read ? (notification.readAt ?? new Date().toISOString()) : null,
      });
    },
    onSuccess: (answer) => notificationCache.updated(client, answer),
    onError,
  });
}

/** "Marcar todas como lidas" for the current workspace. */
export function useMarkAllRead() {
  const client = useQueryClient();
  const onError = useUndoOnError();
  return useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: notificationQueries.all() });
      notificationCache.allRead(client, new Date().toISOString());
    },
    onError,
  });
}
