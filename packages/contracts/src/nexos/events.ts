import type { DomainEventBase } from '../platform/events';
import type { RecordRef } from '../workspaces/locate';

/**
 * Domain events of nexos: each write emits one inside its transaction, naming both ends.
 * A link removed because one of its records was deleted emits nothing (the record's own
 * deleted event says it; the database trigger removes the link in the same transaction).
 */
export interface NexosEvents {
  'nexos.link.created': DomainEventBase & { linkId: string; a: RecordRef; b: RecordRef };
  'nexos.link.updated': DomainEventBase & { linkId: string; a: RecordRef; b: RecordRef };
  'nexos.link.deleted': DomainEventBase & { linkId: string; a: RecordRef; b: RecordRef };
}

declare module '../platform/events' {
  interface DomainEvents extends NexosEvents {}
}
