import { notificationEventSchema } from '@orbita/contracts/communication';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast, type Id } from 'react-toastify';
import { onRealtimeEvent } from '../../../platform/realtime';
import { getSession } from '../../../platform/session/session-store';
import { notify } from '../../../platform/toasts';
import { applyNotificationEvent } from './cache';

/** The workspace the screens show: the stored session's, when it names one. */
function currentWorkspaceId(): string | null {
  const id = getSession()?.workspaceId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Follows `/user/queue/notifications` (the realtime client's `ws` events): a new
 * notification bumps the badge, joins the list and shows its title in an info toast;
 * read changes made on another device show here at once. Events of another workspace
 * are left to that workspace's screens.
 */
export function useLiveNotifications(client: QueryClient): void {
  useEffect(() => {
    // Info toasts stay until dismissed (spec §8): show only the newest, not a growing stack over the top bar.
    let shown: Id | null = null;
    return onRealtimeEvent((payload) => {
      const parsed = notificationEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const event = parsed.data;
      const workspaceId = currentWorkspaceId();
      if (workspaceId && workspaceId !== event.workspaceId) return;
      applyNotificationEvent(client, event);
      if (event.type !== 'created') return;
      if (shown !== null) toast.dismiss(shown);
      // A string is always text in a toast: the title shows exactly as written.
      shown = notify.info(event.data.title);
    });
  }, [client]);
}
