import type { Structure } from './index';

/**
 * What structures publishes as `data` (see platform/realtime.ts): the structure the route
 * answered, or `{ id }` for a deleted one. The key is `structuresEntity`.
 */
export interface StructuresRealtimeEntities {
  structures: Structure | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends StructuresRealtimeEntities {}
}
