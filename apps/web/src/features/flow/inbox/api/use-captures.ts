import type { CreateItemBody, InboxItem } from '@orbita/contracts/flow';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { statusOf } from '../../../../platform/http';
import { notify } from '../../../../platform/toasts';
import { newClientId, type QueuedCapture } from '../offline/capture-queue';
import { useCaptureQueue } from '../offline/use-capture-queue';
import { inboxApi } from './inbox-api';
import { inboxQueries } from './queries';

export interface Capture {
  key: string;
  content: string;
  /** What is sent (and sent again on retry): the preview's reading, with its idempotency key. */
  body: CreateItemBody & { clientId: string };
  status: 'saving' | 'saved' | 'failed';
  item: InboxItem | null;
  error: string | null;
}

/** How many of this session's captures stay on screen (newest first). */
export const CAPTURES_SHOWN = 50;

/**
 * This session's captures, shown at once (optimistic) and filled in with the server's item
 * (its code) when it answers. Each capture is its own request, so typing never waits.
 * Without a connection (or while earlier ideas still wait, to keep their order) a capture
 * goes to the device's queue instead (`pending`) and joins this list once sent. Every
 * capture carries an idempotency key, so a retry never makes a second item.
 */
export function useCaptures() {
  const client = useQueryClient();
  const [captures, setCaptures] = useState<Capture[]>([]);

  const patch = useCallback((key: string, change: Partial<Capture>) => {
    setCaptures((all) => all.map((c) => (c.key === key ? { ...c, ...change } : c)));
  }, []);

  const show = useCallback((capture: Capture) => {
    setCaptures((all) =>
      [capture, ...all.filter((c) => c.key !== capture.key)].slice(0, CAPTURES_SHOWN),
    );
  }, []);

  const onQueuedSent = useCallback(
    (entry: QueuedCapture, item: InboxItem) => {
      show({
        key: entry.clientId,
        content: entry.body.content,
        body: entry.body,
        status: 'saved',
        item,
        error: null,
      });
      void client.invalidateQueries({ queryKey: inboxQueries.all() });
    },
    [client, show],
  );
  const queue = useCaptureQueue(onQueuedSent);

  const keep = useCallback(
    (body: Capture['body']) =>
      queue.add(body).catch((error: Error) => {
        // The device could not keep it (storage refused, queue full): say so, keep it on screen.
        show({
          key: body.clientId,
          content: body.content,
          body,
          status: 'failed',
          item: null,
          error: error.message,
        });
        notify.error(error.message);
      }),
    [queue, show],
  );

  const send = useCallback(
    (body: Capture['body']) => {
      const key = body.clientId;
      inboxApi.capture(body).then(
        (item) => {
          patch(key, { status: 'saved', item, error: null });
          void client.invalidateQueries({ queryKey: inboxQueries.all() });
        },
        (error: Error) => {
          if (statusOf(error) === 0) {
            // No answer (the connection dropped): the idea waits on the device instead.
            setCaptures((all) => all.filter((c) => c.key !== key));
            void keep(body);
            return;
          }
          patch(key, { status: 'failed', error: error.message });
          notify.error(error.message);
        },
      );
    },
    [client, patch, keep],
  );

  const capture = useCallback(
    (input: CreateItemBody) => {
      const body = { ...input, clientId: newClientId() };
      if (!navigator.onLine || queue.pending.length > 0) {
        void keep(body);
        return;
      }
      show({
        key: body.clientId,
        content: body.content,
        body,
        status: 'saving',
        item: null,
        error: null,
      });
      send(body);
    },
    [queue.pending.length, keep, show, send],
  );

  const retry = useCallback(
    (key: string) => {
      const found = captures.find((c) => c.key === key);
      if (!found) return;
      patch(key, { status: 'saving', error: null });
      send(found.body);
    },
    [captures, patch, send],
  );

  return { captures, capture, retry, pending: queue.pending };
}
