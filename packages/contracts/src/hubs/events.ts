import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of hubs (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on.
 */
export interface HubsEvents {
  'hubs.hub.created': DomainEventBase & { hubId: string };
  'hubs.hub.updated': DomainEventBase & { hubId: string };
  'hubs.hub.deleted': DomainEventBase & { hubId: string };
  'hubs.item.added': DomainEventBase & {
    hubId: string;
    itemId: string;
    kind: string;
    recordId: string;
  };
  /** Pinned or unpinned, or the hub's items reordered (`itemId` null then). */
  'hubs.item.updated': DomainEventBase & { hubId: string; itemId: string | null };
  'hubs.item.removed': DomainEventBase & { hubId: string; itemId: string; recordId: string };
  'hubs.member.added': DomainEventBase & { hubId: string; userId: string; role: string };
  'hubs.member.updated': DomainEventBase & { hubId: string; userId: string; role: string };
  'hubs.member.removed': DomainEventBase & { hubId: string; userId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends HubsEvents {}
}
