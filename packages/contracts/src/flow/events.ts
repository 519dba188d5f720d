import type { DomainEventBase } from '../platform/events';

/** Flow's domain events (see platform/events.ts); `actorId` is who did it. */
export interface FlowEvents {
  /** A task entered `done` (not a re-save of a done task). */
  'flow.task.completed': DomainEventBase & { taskId: string; listId: string };
  /** An inbox item ended processed. */
  'flow.inbox-item.processed': DomainEventBase & { itemId: string };
}

declare module '../platform/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges FlowEvents in
  interface DomainEvents extends FlowEvents {}
}
