import type { Hub } from './index';

/**
 * What hubs publishes as `data` (see platform/realtime.ts): the hub as the route answered
 * it, or `{ id }` (a hub deleted, or a change of its members/items: the home refetches).
 */
export interface HubsRealtimeEntities {
  hubs: Hub | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends HubsRealtimeEntities {}
}
