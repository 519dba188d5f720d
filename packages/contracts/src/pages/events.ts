import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of pages (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface PagesEvents {
  'pages.item.created': DomainEventBase & { itemId: string };
  'pages.item.updated': DomainEventBase & { itemId: string };
  'pages.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends PagesEvents {}
}
