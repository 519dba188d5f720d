import { DASHBOARD_ENTITY } from '@orbita/contracts/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../http';
import { startDailyCheck } from './daily-check';

/**
 * Mounted once in the signed-in shell: start-up, tab-visible and focus triggers. Today's
 * access is one of the dashboard's activity counts, and realtime skips this tab's own
 * echo, so a recorded access refreshes the dashboard here (it may have read its summary
 * just before the access landed).
 */
export function useDailyCheck(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      startDailyCheck(
        request,
        () => void client.invalidateQueries({ queryKey: [DASHBOARD_ENTITY] }),
      ),
    [client],
  );
}
