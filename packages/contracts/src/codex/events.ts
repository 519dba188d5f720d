import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of codex (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented record goes
 * over realtime, not here. Deleting a codex emits `codex.codex.deleted` only (its entries go
 * with it); deleting an entry emits `codex.entry.deleted` for it and each descendant.
 */
export interface CodexEvents {
  'codex.codex.created': DomainEventBase & { codexId: string };
  'codex.codex.updated': DomainEventBase & { codexId: string };
  'codex.codex.deleted': DomainEventBase & { codexId: string; entryIds: string[] };
  'codex.entry.created': DomainEventBase & { codexId: string; entryId: string };
  'codex.entry.updated': DomainEventBase & { codexId: string; entryId: string };
  'codex.entry.moved': DomainEventBase & {
    codexId: string;
    entryId: string;
    parentId: string | null;
  };
  'codex.entry.deleted': DomainEventBase & { codexId: string; entryId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends CodexEvents {}
}
