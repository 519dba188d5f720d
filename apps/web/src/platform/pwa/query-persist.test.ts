import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPersistedQueries,
  PERSIST_MAX_AGE_MS,
  persistQueries,
  restoreQueries,
} from './query-persist';

// The device's IndexedDB, as a Map.
const disk = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => structuredClone(disk.get(key)),
  set: async (key: string, value: unknown) => void disk.set(key, structuredClone(value)),
  del: async (key: string) => void disk.delete(key),
}));

afterEach(() => {
  disk.clear();
  vi.useRealTimers();
});

async function savedFrom(userId: string) {
  vi.useFakeTimers();
  const client = new QueryClient();
  const stop = persistQueries(client, userId);
  client.setQueryData(['flow-item', 'open'], { pages: [{ items: ['IN-0001'] }] });
  client.setQueryData(['flow-list', 'detail', 'l1'], { name: 'Compras' });
  client.setQueryData(['finance-entry', 'all'], { items: ['segredo'] });
  await vi.advanceTimersByTimeAsync(1_000);
  stop();
  vi.useRealTimers();
}

describe('offline reading: the persisted query cache', () => {
  it('keeps the inbox and lists (not other areas) and puts them back for the same person', async () => {
    await savedFrom('u1');
    const client = new QueryClient();
    expect(await restoreQueries(client, 'u1')).toBe(true);
    expect(client.getQueryData(['flow-item', 'open'])).toEqual({ pages: [{ items: ['IN-0001'] }] });
    expect(client.getQueryData(['flow-list', 'detail', 'l1'])).toEqual({ name: 'Compras' });
    expect(client.getQueryData(['finance-entry', 'all'])).toBeUndefined();
  });

  it('is not shown to another person, nor when too old, nor after logout', async () => {
    await savedFrom('u1');
    expect(await restoreQueries(new QueryClient(), 'u2')).toBe(false);
    expect(disk.size).toBe(0); // another person's copy is dropped
    await savedFrom('u1');
    expect(
      await restoreQueries(new QueryClient(), 'u1', Date.now() + PERSIST_MAX_AGE_MS + 60_000),
    ).toBe(false);
    await savedFrom('u1');
    await clearPersistedQueries();
    expect(await restoreQueries(new QueryClient(), 'u1')).toBe(false);
  });

  it('puts a saved copy back as stale: a screen refetches it (a reload never keeps older data)', async () => {
    await savedFrom('u1');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    // Fetched in this session already (newer than the copy): kept and left fresh.
    // Stated one millisecond later than now: the copy was fetched a moment ago, and on a fast
    // run "now" can fall in the copy's own millisecond, where a tie reads as "the copy".
    client.setQueryData(
      ['flow-list', 'detail', 'l1'],
      { name: 'Compras de hoje' },
      { updatedAt: Date.now() + 1 },
    );
    expect(await restoreQueries(client, 'u1')).toBe(true);
    const cache = client.getQueryCache();
    expect(cache.find({ queryKey: ['flow-item', 'open'] })!.isStale()).toBe(true);
    expect(client.getQueryData(['flow-list', 'detail', 'l1'])).toEqual({ name: 'Compras de hoje' });
    expect(cache.find({ queryKey: ['flow-list', 'detail', 'l1'] })!.isStale()).toBe(false);
  });
});
