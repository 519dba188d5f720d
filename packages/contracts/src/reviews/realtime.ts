import type { ReviewKind } from './index';

/**
 * What reviews publishes as `data` (see platform/realtime.ts) when a record's audience or
 * conversations change: which record, so the editor's panel refetches its queries
 * (`['reviews', kind, recordId, …]`). The message `id` is the record's id.
 */
export interface ReviewsRealtimeEntities {
  reviews: { kind: ReviewKind; recordId: string; part: 'audience' | 'comments' };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends ReviewsRealtimeEntities {}
}
