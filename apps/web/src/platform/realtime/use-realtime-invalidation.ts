import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeEvent, startRealtime } from './realtime-client';

/** The entity an event or notification is about, if it names one. */
function entityOf(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object') return null;
  const entity = (payload as { entity?: unknown }).entity;
  return typeof entity === 'string' && entity !== '' ? entity : null;
}

/**
 * Keeps the realtime connection open while mounted (once, in the signed-in shell) and
 * invalidates TanStack Query caches from its events, so a change made in one browser shows
 * in another without reload.
 *
 * Convention: every module's query-key factory starts with its entity name, the same
 * `entity` the server publishes (`['task', 'list', filters]`, `['task', 'detail', id]`),
 * so an event `{ entity: 'task', ... }` invalidates every key starting with `['task']`.
 */
export function useRealtimeInvalidation(queryClient: QueryClient): void {
  useEffect(() => {
    const stop = startRealtime();
    const off = onRealtimeEvent((payload) => {
      const entity = entityOf(payload);
      if (entity) void queryClient.invalidateQueries({ queryKey: [entity] });
    });
    return () => {
      off();
      stop();
    };
  }, [queryClient]);
}
