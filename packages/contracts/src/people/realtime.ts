import type { PeopleItem } from './index';

/**
 * What people publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `peopleEntity`.
 */
export interface PeopleRealtimeEntities {
  people: PeopleItem | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends PeopleRealtimeEntities {}
}
