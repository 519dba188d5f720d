import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchInvalidate } from './batch-invalidate';

/** A list on screen whose fetches are counted, and the ones cancelled midway. */
async function listOnScreen() {
  const client = new QueryClient();
  let fetches = 0;
  let cancelled = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['inbox-item', 'open'],
    queryFn: ({ signal }) =>
      new Promise<number>((resolve) => {
        fetches += 1;
        const timer = setTimeout(() => resolve(fetches), 200);
        signal.addEventListener('abort', () => {
          cancelled += 1;
          clearTimeout(timer);
        });
      }),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
  return {
    client,
    observer,
    unsubscribe,
    counts: () => ({ fetches: fetches - 1, cancelled }),
  };
}

afterEach(() => vi.useRealTimers());

describe('batchInvalidate', () => {
  it('a burst of 30 invalidations (one per archived item) refetches once and cancels nothing', async () => {
    const { client, observer, unsubscribe, counts } = await listOnScreen();
    const batch = batchInvalidate(client);
    for (let i = 0; i < 30; i += 1) {
      batch.invalidate({ queryKey: ['inbox-item'] });
      await new Promise((resolve) => setTimeout(resolve, 2)); // events trickle in
    }
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(2));
    expect(counts()).toEqual({ fetches: 1, cancelled: 0 });
    unsubscribe();
  });

  it('the same burst sent straight to invalidateQueries cancels refetch after refetch', async () => {
    const { client, observer, unsubscribe, counts } = await listOnScreen();
    for (let i = 0; i < 30; i += 1) {
      void client.invalidateQueries({ queryKey: ['inbox-item'] });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    expect(counts().fetches).toBe(30);
    expect(counts().cancelled).toBeGreaterThanOrEqual(25);
    unsubscribe();
  });

  it('sends each distinct filter once, after a quiet spell or at most maxWaitMs into a stream', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const batch = batchInvalidate(client, { quietMs: 50, maxWaitMs: 300 });
    batch.invalidate({ queryKey: ['task'] });
    batch.invalidate({ queryKey: ['card'] });
    batch.invalidate({ queryKey: ['task'] });
    vi.advanceTimersByTime(49);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['task'] }], [{ queryKey: ['card'] }]]);

    // A steady stream (every 40 ms) is not held back forever.
    invalidate.mockClear();
    for (let t = 0; t < 300; t += 40) {
      batch.invalidate({ queryKey: ['task'] });
      vi.advanceTimersByTime(40);
    }
    expect(invalidate).toHaveBeenCalledTimes(1);
    batch.dispose();
  });

  it('dispose drops what is pending; flush sends it now', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const batch = batchInvalidate(client);
    batch.invalidate({ queryKey: ['task'] });
    batch.flush();
    expect(invalidate).toHaveBeenCalledTimes(1);
    batch.invalidate({ queryKey: ['task'] });
    batch.dispose();
    vi.advanceTimersByTime(1_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
