import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession } from '../session/session-store';

/**
 * Mounted by the signed-in shell: restores and keeps saving the offline-readable queries
 * (query-persist.ts, loaded on demand) for the person signed in.
 */
export function useOfflineReading(): void {
  const client = useQueryClient();
  const user = getSession()?.user as { id?: unknown } | undefined;
  const userId = typeof user?.id === 'string' ? user.id : null;
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
