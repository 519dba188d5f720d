import type { DashboardLayout } from './layout';

/** The realtime entity of the dashboard's own changes (on `/topic/workspace.{id}`). */
export const DASHBOARD_ENTITY = 'dashboard' as const;

/**
 * What the dashboard publishes: `activity` when a person's heatmap count moved (type
 * `updated`, id = `{userId}:{day}`), `layout` when a person saved their layout (type
 * `updated`, id = userId). Both carry `userId`: the web acts only on its own person's.
 */
export type DashboardChange =
  | { part: 'activity'; userId: string; day: string; count: number }
  | { part: 'layout'; userId: string; layout: DashboardLayout };

export interface DashboardRealtimeEntities {
  [DASHBOARD_ENTITY]: DashboardChange;
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends DashboardRealtimeEntities {}
}
