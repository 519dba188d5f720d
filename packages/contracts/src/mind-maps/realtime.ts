import type { MindMapRecord } from './index';

/**
 * What mind-maps publishes as `data` (see platform/realtime.ts): the map as every member
 * sees it (no per-person favourite mark: the web keeps its own), or `{ id }` for a deleted
 * one. The key is `mindMapsEntity`.
 */
export interface MindMapsRealtimeEntities {
  'mind-maps': MindMapRecord | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends MindMapsRealtimeEntities {}
}
