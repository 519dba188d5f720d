import type { PagesItem } from './index';

/**
 * What pages publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `pagesEntity`.
 */
export interface PagesRealtimeEntities {
  pages: PagesItem | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends PagesRealtimeEntities {}
}
