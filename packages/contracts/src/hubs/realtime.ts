import type { HubsItem } from './index';

/**
 * What hubs publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `hubsEntity`.
 */
export interface HubsRealtimeEntities {
  hubs: HubsItem | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends HubsRealtimeEntities {}
}
