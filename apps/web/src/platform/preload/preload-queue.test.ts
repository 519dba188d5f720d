import { describe, expect, it, vi } from 'vitest';
import { createPreloadQueue, PRELOAD_CONCURRENCY } from './preload-queue';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (e: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createPreloadQueue', () => {
  it('never has more than 4 preloads in flight and runs them all in order', async () => {
    expect(PRELOAD_CONCURRENCY).toBe(4);
    const queue = createPreloadQueue();
    const gates = Array.from({ length: 10 }, deferred);
    let inFlight = 0;
    let peak = 0;
    const started: number[] = [];
    const all = gates.map((gate, i) =>
      queue.enqueue(`area-${i}`, async () => {
        started.push(i);
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await gate.promise;
        inFlight -= 1;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(6);

    for (const gate of gates) {
      gate.resolve();
      await flush();
      expect(inFlight).toBeLessThanOrEqual(4);
    }
    await Promise.all(all);
    expect(peak).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(queue.running).toBe(0);
  });

  it('loads each key once, and again after a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = createPreloadQueue();
    const load = vi.fn(async () => undefined);
    await Promise.all([queue.enqueue('flow', load), queue.enqueue('flow', load)]);
    await queue.enqueue('flow', load);
    expect(load).toHaveBeenCalledOnce();

    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await queue.enqueue('riqueza', failing);
    await queue.enqueue('riqueza', failing);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(queue.running).toBe(0);
    warn.mockRestore();
  });

  it('frees its slot when a loader throws synchronously', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = createPreloadQueue(1);
    await queue.enqueue('a', () => {
      throw new Error('sync');
    });
    const load = vi.fn(async () => undefined);
    await queue.enqueue('b', load);
    expect(load).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
