import type { CreateItemBody, InboxItem } from '@orbita/contracts/flow';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../../../../platform/pwa';
import { getSession, sessionUserId } from '../../../../platform/session/session-store';
import { notify } from '../../../../platform/toasts';
import { inboxApi } from '../api/inbox-api';
import {
  enqueueCapture,
  flushQueue,
  onQueueChange,
  readQueue,
  type QueuedCapture,
} from './capture-queue';

/** While ideas wait and the browser says it is online, another try this often. */
export const RETRY_EVERY_MS = 15_000;

const currentUserId = () => sessionUserId() ?? 'anon';

/**
 * The device's waiting captures (capture-queue.ts) for the person signed in: read from
 * IndexedDB (so they survive a reload), sent when the connection returns (the `online`
 * event, this hook mounting, and every 15 s while some wait), in order, once each.
 */
export function useCaptureQueue(onSent: (entry: QueuedCapture, item: InboxItem) => void) {
  const userId = currentUserId();
  const online = useOnline();
  const [pending, setPending] = useState<QueuedCapture[]>([]);
  const sentRef = useRef(onSent);
  useEffect(() => {
    sentRef.current = onSent;
  }, [onSent]);

  useEffect(() => {
    let live = true;
    const refresh = () =>
      void readQueue(userId).then(
        (list) => live && setPending(list),
        () => undefined,
      );
    refresh();
    const stop = onQueueChange(refresh);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);

  const flush = useCallback(() => {
    if (!navigator.onLine) return;
    void flushQueue(userId, {
      send: (entry) =>
        inboxApi.capture(
          entry.body,
          entry.workspaceId ? { headers: { 'X-Workspace-Id': entry.workspaceId } } : undefined,
        ),
      onSent: (entry, item) => sentRef.current(entry, item),
      onRejected: (entry, error) =>
        notify.error(`Não foi possível enviar “${entry.body.content}”: ${error.message}`),
    }).catch(() => undefined);
  }, [userId]);

  useEffect(() => {
    if (online) flush();
  }, [online, flush]);

  const waiting = pending.length > 0;
  useEffect(() => {
    if (!online || !waiting) return;
    const timer = setInterval(flush, RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, flush]);

  /** Keeps an idea on the device and sends it when it can. */
  const add = useCallback(
    async (body: CreateItemBody & { clientId: string }) => {
      const workspaceId = getSession()?.workspaceId;
      await enqueueCapture(userId, {
        clientId: body.clientId,
        body,
        workspaceId: typeof workspaceId === 'string' ? workspaceId : null,
        queuedAt: new Date().toISOString(),
      });
      flush();
    },
    [userId, flush],
  );

  return { pending, add, flush };
}
