import type { MindMapsItem } from './index';

/**
 * What mind-maps publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `mindMapsEntity`.
 */
export interface MindMapsRealtimeEntities {
  'mind-maps': MindMapsItem | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends MindMapsRealtimeEntities {}
}
