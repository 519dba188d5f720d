import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenNetworkQuiet } from '../../../../platform/pwa/start';
import { sessionUserId } from '../../../../platform/session/session-store';

/** Screens that show the queue and send it themselves (use-capture-queue.ts). */
const QUEUE_SCREENS = ['/flow/coleta-ideias', '/flow/workplace'];

/**
 * Mounted once in the signed-in shell (through GlobalCapture): after the first screen has
 * loaded, and each time the connection returns, the ideas waiting on this device are sent
 * (send-waiting.ts, loaded only then, so no screen's first load carries the queue's code).
 * The capture screens send (and show) their own queue: there this one stays out of the way.
 * Two senders at once would still send each idea once (one flush per person per tab, and the
 * server's idempotency key); only which screen tells the person would differ.
 */
export function useWaitingCapturesSender(): void {
  const client = useQueryClient();
  const userId = sessionUserId();
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    let live = true;
    const send = () => {
      if (!live || !navigator.onLine || QUEUE_SCREENS.includes(location.pathname)) return;
      void import('./send-waiting')
        .then((m) => m.sendWaitingCaptures(client, userId))
        .catch(() => undefined);
    };
    whenNetworkQuiet(send);
    window.addEventListener('online', send);
    return () => {
      live = false;
      window.removeEventListener('online', send);
    };
  }, [client, userId]);
}
