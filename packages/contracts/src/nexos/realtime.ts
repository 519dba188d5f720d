import type { RecordRef } from '../workspaces/locate';

/**
 * What nexos publishes as `data`: the link's id and both ends, so both records' panels
 * refresh (the web invalidates every `nexos` query on any of them).
 */
export interface NexosRealtimeEntities {
  nexos: { id: string; ends: RecordRef[] };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends NexosRealtimeEntities {}
}
