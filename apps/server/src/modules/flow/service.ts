/**
 * What other modules may use from flow (ARCHITECTURE.md: only through service.ts).
 * - `onTaskCompleted(handler)`: a task entered `done` (not re-saves of a done task).
 * - `onInboxItemProcessed(handler)`: an inbox item ended processed.
 * Handlers run INSIDE the flow transaction (gamification grants commit or roll back with
 * the change that earned them); each returns the function that removes it.
 * - `useCommitContext(ctx)`: lets flow's transactions run after-commit work registered by
 *   handlers (toasts), by opening them with inTransaction for that database.
 */
import type { Database, Tx } from '../../platform/db/client';
import { inTransaction, type CommitContext } from '../../platform/db/transaction';

export interface TaskCompletedEvent {
  tx: Tx;
  workspaceId: string;
  /** Who completed it. */
  userId: string;
  taskId: string;
  listId: string;
}
export interface InboxItemProcessedEvent {
  tx: Tx;
  workspaceId: string;
  userId: string;
  itemId: string;
}
export type TaskCompletedHandler = (event: TaskCompletedEvent) => Promise<void> | void;
export type InboxItemProcessedHandler = (event: InboxItemProcessedEvent) => Promise<void> | void;

const taskHandlers = new Set<TaskCompletedHandler>();
const itemHandlers = new Set<InboxItemProcessedHandler>();
const contexts = new WeakMap<Database, CommitContext>();

export function onTaskCompleted(handler: TaskCompletedHandler): () => void {
  taskHandlers.add(handler);
  return () => void taskHandlers.delete(handler);
}

export function onInboxItemProcessed(handler: InboxItemProcessedHandler): () => void {
  itemHandlers.add(handler);
  return () => void itemHandlers.delete(handler);
}

export async function emitTaskCompleted(event: TaskCompletedEvent): Promise<void> {
  for (const handler of taskHandlers) await handler(event);
}

export async function emitInboxItemProcessed(event: InboxItemProcessedEvent): Promise<void> {
  for (const handler of itemHandlers) await handler(event);
}

/** Registers the app's commit context for its database; returns the function that forgets it. */
export function useCommitContext(ctx: CommitContext): () => void {
  contexts.set(ctx.db, ctx);
  return () => void contexts.delete(ctx.db);
}

/**
 * Flow's services hold only the database; when an app registered its commit context the
 * transaction runs through inTransaction, so handlers' after-commit work (toasts, live
 * rankings) is delivered once the change committed.
 */
export function flowTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  const ctx = contexts.get(db);
  return ctx ? inTransaction(ctx, work) : db.transaction(work);
}
