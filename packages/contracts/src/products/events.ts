import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of products (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface ProductsEvents {
  'products.item.created': DomainEventBase & { itemId: string };
  'products.item.updated': DomainEventBase & { itemId: string };
  'products.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends ProductsEvents {}
}
