import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of store (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface StoreEvents {
  'store.item.created': DomainEventBase & { itemId: string };
  'store.item.updated': DomainEventBase & { itemId: string };
  'store.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends StoreEvents {}
}
