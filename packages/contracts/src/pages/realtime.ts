import type { Page } from './index';

/**
 * What pages publishes as `data` (see platform/realtime.ts): the page the route answered
 * (with its draft), or `{ id }` for a deleted one. The key is `pagesEntity`.
 */
export interface PagesRealtimeEntities {
  pages: Page | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends PagesRealtimeEntities {}
}
