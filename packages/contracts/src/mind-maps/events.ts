import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of mind-maps (see platform/events.ts): each write of a map's record emits
 * one inside its transaction. Payloads carry the ids a subscriber filters on; the presented
 * map goes over realtime, not here. Edits of the tree itself are the collaboration layer's
 * (its editing sessions), not events of this module.
 */
export interface MindMapsEvents {
  /** `source`: how it was made (blank, a template, a copy of another map, an imported file). */
  'mind-maps.map.created': DomainEventBase & {
    mapId: string;
    source: 'blank' | 'template' | 'duplicate' | 'import';
  };
  /** Title, description, archived or unarchived. */
  'mind-maps.map.updated': DomainEventBase & { mapId: string };
  'mind-maps.map.deleted': DomainEventBase & { mapId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends MindMapsEvents {}
}
