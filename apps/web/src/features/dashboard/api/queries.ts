import { DASHBOARD_ENTITY } from '@orbita/contracts/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { dashboardApi } from './dashboard-api';

/**
 * The one key factory of the dashboard. Keys start with the realtime entity `dashboard`,
 * so the shell's invalidation refreshes them on the dashboard's own events; the other
 * modules' events reach the summary through useLiveDashboard.
 */
export const dashboardQueries = {
  all: () => [DASHBOARD_ENTITY] as const,
  summary: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'summary'] as const,
      queryFn: ({ signal }) => dashboardApi.summary({ signal }),
    }),
  layout: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'layout'] as const,
      queryFn: ({ signal }) => dashboardApi.layout({ signal }),
    }),
};
