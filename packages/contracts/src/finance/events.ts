import type { DomainEventBase } from '../platform/events';
import type { BoxKind } from './boxes';
import type { EntryType } from './common';

type EntryAttachmentEvent = { entryId: string; attachmentId: string; fileId: string };

/**
 * Finance's domain events (see platform/events.ts); `actorId` is who did it (null: the
 * system, e.g. a workspace's default categories). Payloads carry the ids and the few fields
 * a subscriber filters on; the presented records go over realtime, not here.
 */
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
  'finance.entry.updated': DomainEventBase & { entryId: string; boxId: string };
  /** One per entry deleted (a whole installment purchase emits one per installment). */
  'finance.entry.deleted': DomainEventBase & { entryId: string; boxId: string };

  /** A receipt (media library file) was attached to an entry, or removed from it. */
  'finance.entry-attachment.added': DomainEventBase & EntryAttachmentEvent;
  'finance.entry-attachment.removed': DomainEventBase & EntryAttachmentEvent;

  /** A finance area was prepared for a workspace: its pt-BR default categories exist. */
  'finance.workspace.prepared': DomainEventBase;

  'finance.box.created': DomainEventBase & { boxId: string; kind: BoxKind };
  'finance.box.updated': DomainEventBase & { boxId: string };
  'finance.box.archived': DomainEventBase & { boxId: string };
  'finance.box.unarchived': DomainEventBase & { boxId: string };
  'finance.box.deleted': DomainEventBase & { boxId: string };

  'finance.category.created': DomainEventBase & { categoryId: string; type: EntryType };
  'finance.category.updated': DomainEventBase & { categoryId: string };
  'finance.category.deleted': DomainEventBase & { categoryId: string };

  /** A transfer was created: manual, a statement payment, an investment's redemption. */
  'finance.transfer.created': DomainEventBase & {
    transferId: string;
    fromBoxId: string;
    toBoxId: string;
    /** Centavos. */
    value: number;
    /** YYYY-MM-DD. */
    date: string;
  };
  'finance.transfer.updated': DomainEventBase & { transferId: string };
  'finance.transfer.deleted': DomainEventBase & { transferId: string };

  /** A card statement got a payment (a transfer into the card, also `finance.transfer.created`). */
  'finance.statement.paid': DomainEventBase & {
    boxId: string;
    /** YYYY-MM. */
    month: string;
    transferId: string;
    /** Centavos. */
    value: number;
  };

  'finance.period.closed': DomainEventBase & { periodId: string; endDate: string };
  'finance.period.reopened': DomainEventBase & { periodId: string; endDate: string };

  'finance.valuation.recorded': DomainEventBase & {
    valuationId: string;
    boxId: string;
    /** Centavos. */
    value: number;
    /** YYYY-MM-DD. */
    date: string;
  };
  /** An investment was finished: its result recorded and its value moved to `toBoxId`. */
  'finance.investment.finished': DomainEventBase & {
    boxId: string;
    toBoxId: string;
    /** Centavos moved out. */
    value: number;
  };

  'finance.portfolio.created': DomainEventBase & { portfolioId: string };
  'finance.portfolio.updated': DomainEventBase & { portfolioId: string };
  'finance.portfolio.deleted': DomainEventBase & { portfolioId: string };

  /** A statement import recorded rows (each also `finance.entry.recorded`). */
  'finance.import.committed': DomainEventBase & {
    importId: string;
    boxId: string;
    created: number;
    skipped: number;
  };
}

declare module '../platform/events' {
  interface DomainEvents extends FinanceEvents {}
}
