import type { StructuresItem } from './index';

/**
 * What structures publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `structuresEntity`.
 */
export interface StructuresRealtimeEntities {
  structures: StructuresItem | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends StructuresRealtimeEntities {}
}
