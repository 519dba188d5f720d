import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of publications (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface PublicationsEvents {
  'publications.item.created': DomainEventBase & { itemId: string };
  'publications.item.updated': DomainEventBase & { itemId: string };
  'publications.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends PublicationsEvents {}
}
