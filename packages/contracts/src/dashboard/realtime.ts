import type { DashboardLayout } from './layout';

/** The realtime entity of the dashboard's own changes (on `/topic/workspace.{id}`). */
export const DASHBOARD_ENTITY = 'dashboard' as const;

/**
 * What the dashboard publishes: `layout` when a person saved their layout (type `updated`,
 * id = userId); the web acts only on its own person's. Heatmap counts publish nothing of
 * their own: the work that moves them already publishes its entity (flow-item, flow-task,
 * finance), on which the summary is refetched.
 */
export type DashboardChange = { part: 'layout'; userId: string; layout: DashboardLayout };

export interface DashboardRealtimeEntities {
  [DASHBOARD_ENTITY]: DashboardChange;
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends DashboardRealtimeEntities {}
}
