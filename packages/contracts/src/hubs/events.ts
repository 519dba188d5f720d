import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of hubs (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface HubsEvents {
  'hubs.item.created': DomainEventBase & { itemId: string };
  'hubs.item.updated': DomainEventBase & { itemId: string };
  'hubs.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends HubsEvents {}
}
