import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of sequences (see platform/events.ts). An edit also emits the owning
 * module's own event (`flow.list.updated`, `products.codes.updated`) inside the same
 * transaction; this one tells which sequence changed, whatever module owns it.
 */
export interface SequencesEvents {
  'sequences.sequence.updated': DomainEventBase & { sequenceId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends SequencesEvents {}
}
