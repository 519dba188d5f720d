import { DASHBOARD_ENTITY } from '@orbita/contracts/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { batchInvalidate } from '../../../platform/cache';
import { onEntityEvent } from '../../../platform/realtime';
import { dashboardQueries } from './queries';

/**
 * The realtime entities whose changes move a figure of the summary (dash-contract.md):
 * inbox items, tasks and lists, finance, gamification, notifications, and the dashboard's
 * own activity counts.
 */
export const SUMMARY_ENTITIES: ReadonlySet<string> = new Set([
  'flow-item',
  'flow-task',
  'flow-list',
  'finance',
  'gamification',
  'notification',
  DASHBOARD_ENTITY,
]);

/**
 * While the dashboard is shown, refetches its summary when another module's data changes.
 * This tab's own changes count too: they were made on another screen (the dashboard edits
 * only its layout), so no mutation patched the summary. The layout needs nothing here: its
 * events are `dashboard` ones, which the shell's invalidation already handles.
 */
export function useLiveDashboard(): void {
  const client = useQueryClient();
  useEffect(() => {
    const batch = batchInvalidate(client); // a batch elsewhere (30 items archived): one refetch
    const off = onEntityEvent(client, ({ entity }) => {
      if (SUMMARY_ENTITIES.has(entity))
        batch.invalidate({ queryKey: dashboardQueries.summary().queryKey });
    });
    return () => (off(), batch.dispose());
  }, [client]);
}
