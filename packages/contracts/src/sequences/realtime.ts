import type { Sequence } from './index';

/**
 * What sequences publishes as `data` (see platform/realtime.ts): the sequence the edit
 * answered. The key is `sequencesEntity`.
 */
export interface SequencesRealtimeEntities {
  sequences: Sequence;
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends SequencesRealtimeEntities {}
}
