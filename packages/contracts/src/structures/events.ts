import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of structures (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface StructuresEvents {
  'structures.item.created': DomainEventBase & { itemId: string };
  'structures.item.updated': DomainEventBase & { itemId: string };
  'structures.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends StructuresEvents {}
}
