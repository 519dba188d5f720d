import type { AppContext } from '../context';
import type { Tx } from './client';
import { isTransactionRollback } from './sql-state';

/**
 * THE transaction API. Every write opens its transaction with `transaction(ctx, work)`;
 * code deep inside (another module's service, an event handler) only holds `tx` and can
 * still:
 *   - `afterCommit(tx, task)`: run work once the outermost transaction committed — never
 *     on rollback, so no client ever hears of a change that did not happen;
 *   - `emit(tx, name, payload)` (platform/events): tell the domain-event bus;
 *   - `savepoint(tx, work)`: a nested part that can fail alone (its after-commit work is
 *     kept only if the savepoint itself succeeded).
 * A `tx` not opened here is refused by afterCommit/emit: one way to write, so no event can
 * be lost by a transaction someone opened by hand. An outermost transaction PostgreSQL rolls
 * back as a deadlock's victim runs again (up to 3 times), so `work` must only write through
 * `tx` and `afterCommit` — which every service does.
 */
export type AfterCommitTask = (ctx: AppContext) => Promise<void> | void;

interface Unit {
  ctx: AppContext;
  tasks: AfterCommitTask[];
}

/** Runs of one transaction PostgreSQL may roll back (deadlock, serialization) before it fails. */
const ROLLBACK_ATTEMPTS = 3;

/** Per-transaction state (not a registry of hooks): gone with the transaction object. */
const units = new WeakMap<Tx, Unit>();

export async function transaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  // A context from `joinedContext(tx)`: the service runs as a savepoint of that transaction
  // (its events and after-commit work join it), so one write can call another module's.
  const open = ctx.db as unknown as Tx;
  if (units.has(open)) return savepoint(open, work);
  for (let attempt = 1; ; attempt++) {
    const unit: Unit = { ctx, tasks: [] };
    let result: T;
    try {
      result = await ctx.db.transaction(async (tx) => {
        units.set(tx, unit);
        return work(tx);
      });
    } catch (error) {
      // PostgreSQL chose this transaction as a deadlock's (or serialization failure's)
      // victim: it rolled back whole, through no fault of its own, so it runs again (a
      // fresh unit: the rolled-back attempt's after-commit work is dropped) instead of
      // answering 500 for a race the caller could not see.
      if (attempt >= ROLLBACK_ATTEMPTS || !isTransactionRollback(error)) throw error;
      ctx.log.warn({ err: error, attempt }, 'transação desfeita pelo PostgreSQL; nova tentativa');
      continue;
    }
    await runAfterCommit(unit);
    return result;
  }
}

async function runAfterCommit({ ctx, tasks }: Unit): Promise<void> {
  for (const task of tasks) {
    try {
      await task(ctx);
    } catch (err) {
      // The data is committed; a failed live delivery must not turn the request into an error.
      ctx.log.warn({ err }, 'tarefa pós-commit falhou');
    }
  }
}

/** A nested savepoint of `tx`; its after-commit tasks join the outer transaction only if it succeeds. */
export async function savepoint<T>(tx: Tx, work: (sp: Tx) => Promise<T>): Promise<T> {
  const outer = unitOf(tx);
  const inner: Unit = { ctx: outer.ctx, tasks: [] };
  const result = await tx.transaction(async (sp) => {
    units.set(sp, inner);
    return work(sp);
  });
  outer.tasks.push(...inner.tasks);
  return result;
}

/** Runs `task` after the transaction `tx` (opened with `transaction`) commits; never on rollback. */
export function afterCommit(tx: Tx, task: AfterCommitTask): void {
  unitOf(tx).tasks.push(task);
}

/**
 * A context whose `db` is the open transaction `tx`: a service called with it (any
 * `transaction(ctx, …)` inside) becomes a savepoint of `tx` — its writes, domain events and
 * after-commit work commit or roll back with the caller's. For one write made of other
 * modules' writes (a structure instantiated through each module's own create functions).
 */
export function joinedContext(tx: Tx): AppContext {
  return { ...unitOf(tx).ctx, db: tx as unknown as AppContext['db'] };
}

/** The app context the transaction was opened with (the bus, the realtime publisher, the origin). */
export function contextOf(tx: Tx): AppContext {
  return unitOf(tx).ctx;
}

function unitOf(tx: Tx): Unit {
  const unit = units.get(tx);
  if (!unit) {
    throw new Error(
      'Transação aberta fora da API única: use transaction(ctx, …) de platform/db/transaction.ts',
    );
  }
  return unit;
}
