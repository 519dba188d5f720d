import { nexosEntity } from '@orbita/contracts/nexos/entity';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { batchInvalidate } from '../cache';
import {
  mayHaveMissed,
  onRealtimeConnected,
  realtimeCatchUp,
  startRealtime,
  type RealtimeCatchUp,
} from './realtime-client';
import { onEntityEvent } from './entity-events';
import { followMyRole } from './role-follower';

/**
 * Keeps the realtime connection open while mounted (once, in the signed-in shell) and
 * invalidates TanStack Query caches from its events, so a change made in one browser shows
 * in another without reload.
 *
 * Convention: every module's query-key factory starts with its entity name, the same
 * `entity` the server publishes (`['task', 'list', filters]`, `['task', 'detail', id]`),
 * so an event `{ entity: 'task', ... }` invalidates every key starting with `['task']`.
 *
 * Events of another workspace are dropped (onEntityEvent), and this tab's own echo
 * refetches nothing: its mutation already wrote the answer into the cache. The echo still
 * marks the entity's unmounted queries stale, so a list or screen the answer could not
 * patch reloads when next shown.
 */
export function useRealtimeInvalidation(queryClient: QueryClient): void {
  useEffect(() => {
    const stop = startRealtime();
    // Another person's batch (30 items archived) is 30 events: one refetch, not 29 cancelled.
    const batch = batchInvalidate(queryClient);
    const off = onEntityEvent(queryClient, ({ entity, type, own }) => {
      // Deleting a record deletes its nexos in the database (a trigger, so that no link ever
      // dangles: nexos/schema.ts), which publishes no event of its own. A deletion therefore
      // refreshes the nexos panels and graphs too: the other record's panel drops the link.
      const keys = type === 'deleted' && entity !== nexosEntity ? [entity, nexosEntity] : [entity];
      for (const root of keys) {
        const queryKey = [root];
        if (own)
          void queryClient.invalidateQueries({ queryKey, type: 'inactive', refetchType: 'none' });
        else batch.invalidate({ queryKey });
      }
    });
    // Events sent before this connection subscribed (the first one, or after a drop) never
    // arrive: whatever was read before it is refetched once, so nothing missed stays shown,
    // unless the server says nothing for this person happened since well before that read.
    // The socket opens at boot (main.tsx), while the first screen's chunks download, so its
    // reads usually come after the subscription; on a slow network they come first, and
    // a quiet workspace no longer reads them twice (issue 26).
    const readBefore = (catchUp: RealtimeCatchUp) =>
      void queryClient.invalidateQueries({
        predicate: (query) => mayHaveMissed(catchUp, query.state.dataUpdatedAt),
      });
    const offConnected = onRealtimeConnected(readBefore);
    const catchUp = realtimeCatchUp();
    if (catchUp) readBefore(catchUp);
    const offRole = followMyRole(queryClient);
    return () => {
      offConnected();
      off();
      batch.dispose();
      offRole();
      stop();
    };
  }, [queryClient]);
}
