import type { RoutePrefetch } from '../../../platform/route-prefetch';
import { dashboardQueries } from './queries';

/** `/me/home` opens on its summary and layout: both start with the route, not after its chunk. */
export const prefetch: RoutePrefetch = (client) => {
  void client.prefetchQuery(dashboardQueries.summary());
  void client.prefetchQuery(dashboardQueries.layout());
};
