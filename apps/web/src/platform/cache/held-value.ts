import { useState } from 'react';

/**
 * A control's value held from the user's click until its save settles.
 *
 * The cache's optimistic write runs after `cancelQueries` resolves, and a refetch started
 * by a live event can still land the server's old value meanwhile: a checkbox bound only
 * to the cache can answer a click late, or flicker back to its old state. Holding the
 * clicked value in the component shows it at once, whatever the cache does until the save
 * (and the refetch it awaits) is over; then the cache, now right, takes over again.
 */
export function useHeldValue<T>(server: T) {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const shown = held ? held.value : server;
  const hold = (value: T, save: Promise<unknown>) => {
    setHeld({ value });
    void save.catch(() => undefined).finally(() => setHeld(null));
  };
  return [shown, hold] as const;
}
