import type { Person } from './index';

/**
 * What people publishes as `data` (see platform/realtime.ts): the person the route answered,
 * or `{ id }` for a deleted (or merged away) one. A link's change republishes its person.
 * The key is `peopleEntity`.
 */
export interface PeopleRealtimeEntities {
  people: Person | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends PeopleRealtimeEntities {}
}
