import type { Publication } from './index';

/**
 * What publications publishes as `data` (see platform/realtime.ts): the publication the route
 * answered, or `{ id }` for a deleted one. The key is `publicationsEntity`.
 */
export interface PublicationsRealtimeEntities {
  publications: Publication | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends PublicationsRealtimeEntities {}
}
