import { hashKey, type InvalidateQueryFilters, type QueryClient } from '@tanstack/react-query';

/** A burst ends after this long without a new invalidation… */
export const BATCH_QUIET_MS = 50;
/** …or this long after it began, so a steady stream still refreshes the screen. */
export const BATCH_MAX_WAIT_MS = 300;

export interface InvalidationBatch {
  /** Like `client.invalidateQueries(filters)`, but the same filters go once per burst. */
  invalidate(filters: InvalidateQueryFilters): void;
  /** Sends what is pending now. */
  flush(): void;
  /** Drops what is pending (unmount, sign-out). */
  dispose(): void;
}

/**
 * Invalidations collected into one per burst. A batch action (30 inbox items archived, files
 * moved or deleted) arrives as one realtime event per record: invalidating on each would
 * start a refetch and cancel it 29 times. Here the burst's distinct filters are invalidated
 * once, when it has been quiet for `quietMs` (at most `maxWaitMs` after it began).
 */
export function batchInvalidate(
  client: QueryClient,
  { quietMs = BATCH_QUIET_MS, maxWaitMs = BATCH_MAX_WAIT_MS } = {},
): InvalidationBatch {
  const pending = new Map<string, InvalidateQueryFilters>();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longest: ReturnType<typeof setTimeout> | undefined;
  let serial = 0;

  const stop = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    quiet = longest = undefined;
  };
  const flush = () => {
    stop();
    const batch = [...pending.values()];
    pending.clear();
    for (const filters of batch) void client.invalidateQueries(filters);
  };

  return {
    invalidate(filters) {
      const { queryKey, type, refetchType, exact, predicate } = filters;
      // A predicate cannot be compared: such filters are never merged.
      const id = predicate
        ? `predicate:${(serial += 1)}`
        : hashKey([queryKey ?? [], type ?? 'all', refetchType ?? 'active', !!exact]);
      pending.set(id, filters);
      clearTimeout(quiet);
      quiet = setTimeout(flush, quietMs);
      longest ??= setTimeout(flush, maxWaitMs);
    },
    flush,
    dispose() {
      stop();
      pending.clear();
    },
  };
}
