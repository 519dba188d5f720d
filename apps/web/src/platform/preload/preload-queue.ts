/** At most 4 route preloads at once (spec §9). */
export const PRELOAD_CONCURRENCY = 4;

export interface PreloadQueue {
  /** Queues a loader under a key; a key already loaded, running or waiting is not queued again. */
  enqueue(key: string, load: () => Promise<unknown>): Promise<void>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A small FIFO with a concurrency cap, so hovering down a menu does not open a dozen
 * chunk downloads that compete with the one the person actually clicks.
 */
export function createPreloadQueue(concurrency = PRELOAD_CONCURRENCY): PreloadQueue {
  const known = new Map<string, Promise<void>>();
  const queue: (() => void)[] = [];
  let running = 0;

  const next = () => {
    while (running < concurrency && queue.length > 0) queue.shift()?.();
  };

  return {
    enqueue(key, load) {
      const existing = known.get(key);
      if (existing) return existing;
      const done = new Promise<void>((resolve) => {
        queue.push(() => {
          running += 1;
          Promise.resolve()
            .then(load)
            .catch((error: unknown) => {
              // A failed preload is harmless: the real navigation loads (or reports) it; allow a later retry.
              known.delete(key);
              console.warn('[preload] falhou', key, error);
            })
            .finally(() => {
              running -= 1;
              resolve();
              next();
            });
        });
      });
      known.set(key, done);
      next();
      return done;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The app's one queue. */
export const preloadQueue = createPreloadQueue();
