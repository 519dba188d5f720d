import type { DomainEventName, DomainEventPayload, DomainEventReply } from '@orbita/contracts';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { afterCommit, contextOf } from '../db/transaction';

/** Runs inside the emitting transaction: its writes commit or roll back with the change. */
export type InTransactionHandler<N extends DomainEventName> = (
  payload: DomainEventPayload<N>,
  tx: Tx,
) => Promise<DomainEventReply<N>> | DomainEventReply<N>;

/** Runs once the emitting transaction committed (live delivery, dashboards, agents). */
export type AfterCommitHandler<N extends DomainEventName> = (
  payload: DomainEventPayload<N>,
  ctx: AppContext,
) => Promise<void> | void;

/** Any event with its name. */
export type AnyDomainEvent = {
  [N in DomainEventName]: { name: N; payload: DomainEventPayload<N> };
}[DomainEventName];

/** Any event after commit, with its name (audit trails, the dashboard's feed). */
export type AnyEventHandler = (event: AnyDomainEvent, ctx: AppContext) => Promise<void> | void;

/**
 * Any event inside the emitting transaction (agents enqueue their runs here, so a run is
 * durable exactly when the change that woke it is: never lost after a commit, never queued
 * for a change that rolled back).
 */
export type AnyInTransactionHandler = (event: AnyDomainEvent, tx: Tx) => Promise<void> | void;

type Handlers = Map<string, Set<(payload: never, arg: never) => unknown>>;

/**
 * The one typed domain-event bus, one per app (`app.ctx.events`), so two apps in one
 * process (tests, benches) never share handlers. Modules subscribe in their manifest entry
 * (`subscribe(bus)`); emitters call `emit(tx, name, payload)` inside their transaction.
 */
export class EventBus {
  private readonly inTransaction: Handlers = new Map();
  private readonly afterCommit: Handlers = new Map();
  private readonly any = new Set<AnyEventHandler>();
  private readonly anyInTransaction = new Set<AnyInTransactionHandler>();

  /** Subscribes inside the emitting transaction; returns the function that unsubscribes. */
  onInTransaction<N extends DomainEventName>(
    name: N,
    handler: InTransactionHandler<N>,
  ): () => void {
    return add(this.inTransaction, name, handler);
  }

  /** Subscribes after the emitting transaction committed; returns the function that unsubscribes. */
  onAfterCommit<N extends DomainEventName>(name: N, handler: AfterCommitHandler<N>): () => void {
    return add(this.afterCommit, name, handler);
  }

  /** Every event, after commit. */
  onAny(handler: AnyEventHandler): () => void {
    this.any.add(handler);
    return () => void this.any.delete(handler);
  }

  /** Every event, inside the emitting transaction, after the named in-transaction handlers. */
  onAnyInTransaction(handler: AnyInTransactionHandler): () => void {
    this.anyInTransaction.add(handler);
    return () => void this.anyInTransaction.delete(handler);
  }

  /** @internal used by `emit` */
  handlersOf(name: string) {
    return {
      inTransaction: [...(this.inTransaction.get(name) ?? [])] as InTransactionHandler<never>[],
      afterCommit: [...(this.afterCommit.get(name) ?? [])] as AfterCommitHandler<never>[],
      any: [...this.any],
      anyInTransaction: [...this.anyInTransaction],
    };
  }
}

function add(map: Handlers, name: string, handler: unknown): () => void {
  const set = map.get(name) ?? new Set();
  set.add(handler as (payload: never, arg: never) => unknown);
  map.set(name, set);
  return () => void set.delete(handler as (payload: never, arg: never) => unknown);
}

/**
 * Tells the bus that `name` happened in the transaction `tx` (opened with `transaction`).
 * In-transaction handlers run now, in order, and a failure rolls the whole change back;
 * their replies are returned (only events declared in DomainEventReplies have any).
 * After-commit handlers are queued and run only if the transaction commits.
 */
export async function emit<N extends DomainEventName>(
  tx: Tx,
  name: N,
  payload: DomainEventPayload<N>,
): Promise<DomainEventReply<N>[]> {
  const handlers = contextOf(tx).events.handlersOf(name);
  const replies: DomainEventReply<N>[] = [];
  for (const handler of handlers.inTransaction) {
    replies.push((await (handler as InTransactionHandler<N>)(payload, tx)) as DomainEventReply<N>);
  }
  for (const handler of handlers.anyInTransaction) {
    await handler({ name, payload } as AnyDomainEvent, tx);
  }
  for (const handler of handlers.afterCommit) {
    afterCommit(tx, (ctx) => (handler as AfterCommitHandler<N>)(payload, ctx));
  }
  for (const handler of handlers.any) {
    afterCommit(tx, (ctx) => handler({ name, payload } as Parameters<AnyEventHandler>[0], ctx));
  }
  return replies;
}
