import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  addToList,
  invalidateAllBut,
  removeFromLists,
  replaceInLists,
  updateInLists,
} from './entity-cache';

const a = { id: 'a', name: 'A' };
const b = { id: 'b', name: 'B' };
const pages = (...items: { id: string }[][]) => ({
  pages: items.map((page, i) => ({ items: page, nextCursor: i < items.length - 1 ? 'x' : null })),
  pageParams: items.map((_, i) => i),
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData(['thing', 'array'], [a, b]);
  client.setQueryData(['thing', 'answer'], { items: [a], nextCursor: null });
  client.setQueryData(['thing', 'pages'], pages([b], [a]));
  client.setQueryData(['thing', 'detail', 'a'], a);
  client.setQueryData(['other', 'array'], [a]);
  return client;
}

describe('entity cache: a mutation writes its answer where it is cached', () => {
  it('replaces the record in every list shape under the key, and nothing else', () => {
    const client = seeded();
    const renamed = { id: 'a', name: 'A2' };
    const written = replaceInLists(client, ['thing'], renamed);
    expect(client.getQueryData(['thing', 'array'])).toEqual([renamed, b]);
    expect(client.getQueryData(['thing', 'answer'])).toEqual({
      items: [renamed],
      nextCursor: null,
    });
    expect(client.getQueryData(['thing', 'pages'])).toEqual(pages([b], [renamed]));
    // A detail is not a list, and another entity's keys are another prefix.
    expect(client.getQueryData(['thing', 'detail', 'a'])).toBe(a);
    expect(client.getQueryData(['other', 'array'])).toEqual([a]);
    expect(written).toEqual([
      ['thing', 'array'],
      ['thing', 'answer'],
      ['thing', 'pages'],
    ]);
  });

  it('leaves lists without the record untouched, their age included', () => {
    const client = seeded();
    client.setQueryData(['thing', 'only-b'], [b]);
    const before = client.getQueryState(['thing', 'only-b'])!.dataUpdatedAt;
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    expect(replaceInLists(client, ['thing', 'only-b'], { id: 'a' })).toEqual([]);
    vi.useRealTimers();
    expect(client.getQueryState(['thing', 'only-b'])!.dataUpdatedAt).toBe(before);
  });

  it('updates a record from its cached copy, and drops a deleted one', () => {
    const client = seeded();
    updateInLists<typeof a>(client, ['thing', 'array'], 'b', (item) => ({ ...item, name: 'B2' }));
    expect(client.getQueryData(['thing', 'array'])).toEqual([a, { id: 'b', name: 'B2' }]);
    removeFromLists(client, ['thing'], 'a');
    expect(client.getQueryData(['thing', 'array'])).toEqual([{ id: 'b', name: 'B2' }]);
    expect(client.getQueryData(['thing', 'pages'])).toEqual(pages([b], []));
  });

  it('adds a created record in order to a complete list, and refuses a paged one', () => {
    const client = seeded();
    const c = { id: 'c', name: 'C' };
    expect(addToList(client, ['thing', 'array'], c)).toBe(true);
    expect(client.getQueryData(['thing', 'array'])).toEqual([a, b, c]);
    const first = { id: '0', name: '0' };
    expect(addToList(client, ['thing', 'array'], first, (x, item) => x.name < item.name)).toBe(
      true,
    );
    expect(client.getQueryData(['thing', 'array'])).toEqual([first, a, b, c]);
    // Already there (a refetch was quicker): nothing changes.
    expect(addToList(client, ['thing', 'answer'], a)).toBe(true);
    expect(client.getQueryData(['thing', 'answer'])).toEqual({ items: [a], nextCursor: null });
    // Infinite pages or a next cursor: the place may be past what was loaded.
    expect(addToList(client, ['thing', 'pages'], c)).toBe(false);
    client.setQueryData(['thing', 'partial'], { items: [a], nextCursor: 'more' });
    expect(addToList(client, ['thing', 'partial'], c)).toBe(false);
    expect(client.getQueryData(['thing', 'partial'])).toEqual({ items: [a], nextCursor: 'more' });
    // Not cached: the next fetch brings it.
    expect(addToList(client, ['thing', 'absent'], c)).toBe(true);
    expect(client.getQueryData(['thing', 'absent'])).toBeUndefined();
  });

  it('refreshes the rest of a family but not what the answer wrote', async () => {
    const client = seeded();
    await invalidateAllBut(
      client,
      ['thing'],
      [
        ['thing', 'array'],
        ['thing', 'detail', 'a'],
      ],
    );
    const invalidated = (key: string[]) => client.getQueryState(key)!.isInvalidated;
    expect(invalidated(['thing', 'array'])).toBe(false);
    expect(invalidated(['thing', 'detail', 'a'])).toBe(false);
    expect(invalidated(['thing', 'answer'])).toBe(true);
    expect(invalidated(['thing', 'pages'])).toBe(true);
    expect(invalidated(['other', 'array'])).toBe(false);
  });
});
