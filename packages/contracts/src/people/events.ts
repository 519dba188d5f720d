import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of people (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface PeopleEvents {
  'people.item.created': DomainEventBase & { itemId: string };
  'people.item.updated': DomainEventBase & { itemId: string };
  'people.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends PeopleEvents {}
}
