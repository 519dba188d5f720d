import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of codex (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented item goes
 * over realtime, not here.
 */
export interface CodexEvents {
  'codex.item.created': DomainEventBase & { itemId: string };
  'codex.item.updated': DomainEventBase & { itemId: string };
  'codex.item.deleted': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends CodexEvents {}
}
