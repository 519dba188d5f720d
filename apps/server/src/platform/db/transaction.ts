import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Realtime } from '../realtime';
import type { Database, Tx } from './client';

/**
 * Transactions with work that must wait for the commit. A service deep inside another
 * module's transaction (e.g. `createNotification(tx, …)`) cannot know when that
 * transaction commits; it registers `afterCommit(tx, …)` and the owner of the transaction,
 * which opened it with `inTransaction`, runs the queue once the commit succeeded. A
 * rollback runs nothing, so no client ever hears of a change that did not happen.
 *
 * Callers that publish their own events may simply `await` the transaction and publish
 * afterwards; this is for work registered by code that only holds `tx`.
 */
export interface CommitContext {
  db: Database;
  realtime: Realtime;
  log: FastifyBaseLogger;
}
export type AfterCommitTask = (ctx: CommitContext) => Promise<void> | void;

const queues = new WeakMap<Tx, AfterCommitTask[]>();

export function commitContext(app: FastifyInstance): CommitContext {
  return { db: app.database.db, realtime: app.realtime, log: app.log };
}

export async function inTransaction<T>(
  ctx: CommitContext,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const queue: AfterCommitTask[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    queues.set(tx, queue);
    return work(tx);
  });
  for (const task of queue) {
    try {
      await task(ctx);
    } catch (err) {
      // The data is committed; a failed live delivery must not turn the request into an error.
      ctx.log.warn({ err }, 'tarefa pós-commit falhou');
    }
  }
  return result;
}

/** Runs `task` after the transaction `tx` (opened with `inTransaction`) commits; never on rollback. */
export function afterCommit(tx: Tx, task: AfterCommitTask): void {
  const queue = queues.get(tx);
  if (!queue)
    throw new Error(
      'afterCommit: abra a transação com inTransaction() (platform/db/transaction.ts)',
    );
  queue.push(task);
}
