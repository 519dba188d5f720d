/**
 * Domain events: what happened in a workspace, named `<module>.<record>.<what>` (e.g.
 * `flow.task.completed`, `finance.entry.recorded`). Every write of every module emits its
 * events through the server's one bus (apps/server/src/platform/events), inside the
 * transaction that made the change; other modules (gamification today; dashboard, nexos and
 * agents next) subscribe by name, never by importing the module that emits.
 *
 * Each module declares its events in its own contracts folder by augmenting this interface,
 * so adding a module touches no shared list:
 *
 *   declare module '../platform/events' {
 *     interface DomainEvents {
 *       'flow.task.completed': DomainEventBase & { taskId: string; listId: string };
 *     }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

/**
 * What a synchronous (in-transaction) handler of an event answers, for the few events whose
 * emitter uses the answers (the daily access answers the rewards granted to the client).
 * Augmented like DomainEvents; events not listed here answer nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEventReplies {}

/** Every event says in which workspace and who did it (null: the system, an import, a job). */
export interface DomainEventBase {
  workspaceId: string;
  actorId: string | null;
}

export type DomainEventName = keyof DomainEvents & string;
export type DomainEventPayload<N extends DomainEventName> = DomainEvents[N];
export type DomainEventReply<N extends DomainEventName> = N extends keyof DomainEventReplies
  ? DomainEventReplies[N]
  : void;
