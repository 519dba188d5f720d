import type { StoreOrder, StoreSettings } from './index';

/**
 * What the store publishes as `data` under `storeEntity` (see platform/realtime.ts): the
 * order a route answered (id: the order's), or the settings (id: `settings`).
 */
export interface StoreRealtimeEntities {
  store: StoreOrder | StoreSettings;
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends StoreRealtimeEntities {}
}
