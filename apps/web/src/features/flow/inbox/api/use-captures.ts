import type { CreateItemBody, InboxItem } from '@orbita/contracts/flow';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../../../platform/toasts';
import { inboxApi } from './inbox-api';
import { inboxQueries } from './queries';

export interface Capture {
  key: string;
  content: string;
  /** What is sent (and sent again on retry): the preview's reading. */
  body: CreateItemBody;
  status: 'saving' | 'saved' | 'failed';
  item: InboxItem | null;
  error: string | null;
}

/** How many of this session's captures stay on screen (newest first). */
export const CAPTURES_SHOWN = 50;

/**
 * This session's captures, shown at once (optimistic) and filled in with the server's item
 * (its code) when it answers. Each capture is its own request, so typing never waits.
 */
export function useCaptures() {
  const client = useQueryClient();
  const [captures, setCaptures] = useState<Capture[]>([]);
  const counter = useRef(0);

  const patch = useCallback((key: string, change: Partial<Capture>) => {
    setCaptures((all) => all.map((c) => (c.key === key ? { ...c, ...change } : c)));
  }, []);

  const send = useCallback(
    (key: string, body: CreateItemBody) => {
      inboxApi.capture(body).then(
        (item) => {
          patch(key, { status: 'saved', item, error: null });
          void client.invalidateQueries({ queryKey: inboxQueries.all() });
        },
        (error: Error) => {
          patch(key, { status: 'failed', error: error.message });
          notify.error(error.message);
        },
      );
    },
    [client, patch],
  );

  const capture = useCallback(
    (body: CreateItemBody) => {
      counter.current += 1;
      const key = `capture-${counter.current}`;
      const content = body.content;
      setCaptures((all) =>
        [{ key, content, body, status: 'saving' as const, item: null, error: null }, ...all].slice(
          0,
          CAPTURES_SHOWN,
        ),
      );
      send(key, body);
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const found = captures.find((c) => c.key === key);
      if (!found) return;
      patch(key, { status: 'saving', error: null });
      send(key, found.body);
    },
    [captures, patch, send],
  );

  return { captures, capture, retry };
}
