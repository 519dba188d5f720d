import type { StoreItem } from './index';

/**
 * What store publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `storeEntity`.
 */
export interface StoreRealtimeEntities {
  store: StoreItem | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends StoreRealtimeEntities {}
}
