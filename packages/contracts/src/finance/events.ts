import type { DomainEventBase } from '../platform/events';
import type { EntryType } from './common';

/** Finance's domain events (see platform/events.ts); `actorId` is who recorded it. */
export interface FinanceEvents {
  /** An entry was created: manual, each installment, each imported row, investment results. */
  'finance.entry.recorded': DomainEventBase & {
    entryId: string;
    type: EntryType;
    /** Centavos. */
    value: number;
    /** YYYY-MM-DD. */
    date: string;
  };
}

declare module '../platform/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges FinanceEvents in
  interface DomainEvents extends FinanceEvents {}
}
