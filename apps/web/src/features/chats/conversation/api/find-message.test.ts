import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../platform/http/test-fetch';
import { updateSession } from '../../../../platform/session/session-store';
import { convId, page, testMessage, workspaceId } from '../test-conversation';
import { findMessageSeq, QUOTE_SEARCH_PAGES } from './find-message';
import { messagesKeys } from './keys';
import { BLOCK } from './use-thread';

afterEach(() => vi.unstubAllGlobals());

/** A conversation of `last` messages whose pages the API answers by `after`. */
function conversationOf(last: number) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch((raw) => {
    const after = Number(new URL(raw, 'http://localhost').searchParams.get('after'));
    const items = Array.from({ length: Math.min(BLOCK, last - after) }, (_, i) =>
      testMessage(after + i + 1),
    );
    return json(
      200,
      page(items, { lastSeq: last, hasBefore: after > 0, hasAfter: after + BLOCK < last }),
    );
  });
  const client = new QueryClient();
  const newest = Array.from({ length: BLOCK }, (_, i) => testMessage(last - BLOCK + i + 1));
  client.setQueryData(messagesKeys.head(convId), page(newest, { lastSeq: last, hasBefore: true }));
  return { fetch, client };
}

describe('findMessageSeq (a reply quote whose original is off screen)', () => {
  it('finds an older message by reading pages newest first, and keeps them for the list', async () => {
    const { fetch, client } = conversationOf(1000);
    expect(await findMessageSeq(client, convId, testMessage(705).id)).toBe(705);
    // Pages 9 (901–1000), 8, 7: three reads, newest first.
    const afters = fetch.mock.calls.map(([u]) =>
      new URL(String(u), 'http://localhost').searchParams.get('after'),
    );
    expect(afters).toEqual(['900', '800', '700']);
    expect(client.getQueryData(messagesKeys.block(convId, 7))).toBeTruthy();
  });

  it('gives up after a bounded number of pages', async () => {
    const { fetch, client } = conversationOf(10_000);
    expect(await findMessageSeq(client, convId, '00000000-0000-4000-a000-999999999999')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(QUOTE_SEARCH_PAGES);
  });
});
