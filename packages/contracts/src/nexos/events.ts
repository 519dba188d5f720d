import type { DomainEventBase } from '../platform/events';
import type { RecordKind } from '../workspaces/locate';

/**
 * Domain events of nexos: each write emits one inside its transaction, naming both ends.
 * A link removed because one of its records was deleted emits nothing (the record's own
 * deleted event says it; the database trigger removes the link in the same transaction).
 */
/** Both ends, flat (agents' conditions read one level: `event.aKind`). */
type NexoEnds = { linkId: string; aKind: RecordKind; aId: string; bKind: RecordKind; bId: string };

export interface NexosEvents {
  'nexos.link.created': DomainEventBase & NexoEnds;
  'nexos.link.updated': DomainEventBase & NexoEnds;
  'nexos.link.deleted': DomainEventBase & NexoEnds;
}

declare module '../platform/events' {
  interface DomainEvents extends NexosEvents {}
}
