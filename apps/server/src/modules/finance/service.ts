/**
 * What other modules may use of finance (ARCHITECTURE.md: modules meet only through
 * service.ts).
 *
 * - `onEntryRecorded(handler)`: runs inside the creating transaction for every created
 *   entry (manual, installments, imports, investment results); returns an unsubscribe.
 * - `recordEntries(tx, { workspaceId, userId }, inputs, { source, importId })`: creates
 *   entries with every ledger rule (closed periods → 409, boxes locked and writable,
 *   categories checked, statement months, balances, hooks). `tx` must come from
 *   `inTransaction(commitContext(app), …)`. Returns the rows (`presentEntry` to present).
 * - `recordTransfer(tx, ctx, input)`: the same for a transfer.
 * - `assertOpenPeriod(tx, workspaceId, dates, 'entry'|'transfer')`: the closed-period check
 *   alone (takes the workspace's shared ledger lock first); `closedUntil(q, workspaceId)`.
 * - `loadBox(q, ws, id)` (404 outside the workspace), `listBoxes`, `listCategories`,
 *   `ensureFinanceSetup(db, workspaceId)` (default categories), `computeBalances(q, ws)`
 *   (balances recomputed from scratch: the invariant), `entryConditions(filters)` (SQL of
 *   the entry filters), `presentEntry`, `presentTransfer`, `publishFinance`.
 * - Tables: `./schema` (financeEntries, financeTransfers, financeBoxes, financeCategories…).
 */
export {
  onEntryRecorded,
  type EntryRecordedEvent,
  type EntryRecordedHandler,
} from './entries/hooks';
export { recordEntries, type EntryInput, type RecordOptions } from './entries/record';
export { presentEntry, type EntryRow } from './entries/presenter';
export { entryConditions } from './entries/query';
export { recordTransfer, type TransferInput } from './transfers/service';
export { presentTransfer, type TransferRow } from './transfers/presenter';
export {
  assertOpenPeriod,
  closedUntil,
  computeBalances,
  lockWorkspaceLedger,
  type BoxRow,
} from './shared/ledger';
export { loadBox, listBoxes } from './boxes/service';
export { listCategories } from './categories/service';
export { ensureFinanceSetup } from './shared/setup';
export { publishFinance } from './shared/route-kit';
