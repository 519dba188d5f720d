import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of {{name}} (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface {{Pascal}}Events {
  '{{name}}.item.created': DomainEventBase & { itemId: string };
  '{{name}}.item.updated': DomainEventBase & { itemId: string };
  '{{name}}.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends {{Pascal}}Events {}
}
