import type { NotificationEvent } from '@orbita/contracts/communication';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast, type Id } from 'react-toastify';
import { onRealtimeEvent } from '../../../platform/realtime';
import { afterNextPaint } from '../../../ui/use-after-first-paint';
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
    const apply = (event: NotificationEvent) => {
      const workspaceId = currentWorkspaceId();
      if (workspaceId && workspaceId !== event.workspaceId) return;
      applyNotificationEvent(client, event);
      if (event.type !== 'created') return;
      if (shown !== null) toast.dismiss(shown);
      // A string is always text in a toast: the title shows exactly as written.
      shown = notify.info(event.data.title);
    };
    // The event schema (and zod with it) loads after the shell's first paint, not in it
    // (issue 17: /me/home LCP). An effect may run before the browser paints the commit that
    // mounted it, so the import waits for the next frame and the task after it. Events that
    // arrive first wait for it, in order.
    let parse: ((payload: unknown) => NotificationEvent | null) | null = null;
    const waiting: unknown[] = [];
    let stopped = false;
    void afterNextPaint()
      .then(() => import('@orbita/contracts/communication'))
      .then(({ notificationEventSchema }) => {
        parse = (payload) => {
          const parsed = notificationEventSchema.safeParse(payload);
          return parsed.success ? parsed.data : null;
        };
        if (stopped) return;
        for (const payload of waiting.splice(0)) {
          const event = parse(payload);
          if (event) apply(event);
        }
      });
    const stop = onRealtimeEvent((payload) => {
      if (!parse) {
        // Bounded: a chunk that never loads must not keep every event of the session.
        if (waiting.push(payload) > 200) waiting.shift();
        return;
      }
      const event = parse(payload);
      if (event) apply(event);
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [client]);
}
