import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of products (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented product goes
 * over realtime, not here. A variant's change is an update of its product.
 */
export interface ProductsEvents {
  'products.product.created': DomainEventBase & { productId: string };
  'products.product.updated': DomainEventBase & { productId: string };
  'products.product.deleted': DomainEventBase & { productId: string };
  /** The workspace's product code sequence (prefix/suffix) changed. */
  'products.codes.updated': DomainEventBase;
}

declare module '../platform/events' {
  interface DomainEvents extends ProductsEvents {}
}
