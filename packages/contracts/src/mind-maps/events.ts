import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of mind-maps (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface MindMapsEvents {
  'mind-maps.item.created': DomainEventBase & { itemId: string };
  'mind-maps.item.updated': DomainEventBase & { itemId: string };
  'mind-maps.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends MindMapsEvents {}
}
