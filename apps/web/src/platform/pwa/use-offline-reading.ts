import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionUserId } from '../session/session-store';

/**
 * Mounted by the signed-in shell: restores and keeps saving the offline-readable queries
 * (query-persist.ts, loaded on demand) for the person signed in.
 */
export function useOfflineReading(): void {
  const client = useQueryClient();
  const userId = sessionUserId();
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('./query-persist').then((m) => {
      if (live) stop = m.startQueryPersistence(client, userId);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [client, userId]);
}
