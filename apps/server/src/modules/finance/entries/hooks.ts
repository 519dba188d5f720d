import type { EntryType } from '@orbita/contracts/finance';
import type { Tx } from '../../../platform/db/client';

/** What an entry-recorded handler is told: the creating transaction and the entry. */
export interface EntryRecordedEvent {
  tx: Tx;
  workspaceId: string;
  userId: string;
  entryId: string;
  type: EntryType;
  value: number;
  date: string;
}
export type EntryRecordedHandler = (event: EntryRecordedEvent) => Promise<void> | void;

const handlers = new Set<EntryRecordedHandler>();

/**
 * Plugs into entry creation (gamification): called inside the creating transaction for
 * each created entry (every installment, every imported row), so a failing handler rolls
 * the entry back. The transaction was opened with `inTransaction`, so handlers may use
 * `afterCommit(tx, …)`. Returns the function that removes the handler.
 */
export function onEntryRecorded(handler: EntryRecordedHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

export async function runEntryRecorded(event: EntryRecordedEvent): Promise<void> {
  for (const handler of handlers) await handler(event);
}
