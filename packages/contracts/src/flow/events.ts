import type { DomainEventBase } from '../platform/events';
import type { FieldChange } from './history';
import type { ItemStage, TaskStatus } from './vocabulary';

type CardPart = { cardId: string; processId: string };

/**
 * Flow's domain events (see platform/events.ts): one per write, emitted inside the write's
 * transaction; `actorId` is who did it. Payloads carry ids and the few fields a subscriber
 * filters on; the presented records go over realtime, not here.
 */
export interface FlowEvents {
  'flow.inbox-item.captured': DomainEventBase & { itemId: string };
  'flow.inbox-item.updated': DomainEventBase & { itemId: string };
  /** separate / cancel / archive / restore, one event per item (bulk included). */
  'flow.inbox-item.stage-changed': DomainEventBase & {
    itemId: string;
    from: ItemStage;
    to: ItemStage;
  };
  /** An inbox item ended processed (the guided flow), whatever it became. */
  'flow.inbox-item.processed': DomainEventBase & { itemId: string };
  'flow.inbox-item.deleted': DomainEventBase & { itemId: string };

  'flow.list.created': DomainEventBase & { listId: string };
  'flow.list.updated': DomainEventBase & { listId: string };
  /** Its tasks went with it. */
  'flow.list.deleted': DomainEventBase & { listId: string };

  /** Also when inbox processing creates it; a task created done is completed too. */
  'flow.task.created': DomainEventBase & { taskId: string; listId: string; status: TaskStatus };
  /** `changes`: each field's before and after (the activity history reads it). */
  'flow.task.updated': DomainEventBase & {
    taskId: string;
    listId: string;
    status: TaskStatus;
    changes?: FieldChange[];
  };
  /** A kanban drop (column and position). */
  'flow.task.moved': DomainEventBase & {
    taskId: string;
    listId: string;
    from: TaskStatus;
    to: TaskStatus;
  };
  /** A task entered `done` (not a re-save of a done task). */
  'flow.task.completed': DomainEventBase & { taskId: string; listId: string };
  /** Moved to the trash (30 days); `flow.task.restored` brings it back with the same id. */
  'flow.task.deleted': DomainEventBase & { taskId: string; listId: string };
  'flow.task.restored': DomainEventBase & { taskId: string; listId: string };
  /** One per person newly made an assignee (at creation or by an edit); notifications follow it. */
  'flow.task.assigned': DomainEventBase & { taskId: string; listId: string; userId: string };

  'flow.checklist-item.created': DomainEventBase & { taskId: string; checklistItemId: string };
  'flow.checklist-item.updated': DomainEventBase & {
    taskId: string;
    checklistItemId: string;
    done: boolean;
  };
  'flow.checklist-item.moved': DomainEventBase & { taskId: string; checklistItemId: string };
  'flow.checklist-item.deleted': DomainEventBase & { taskId: string; checklistItemId: string };

  'flow.comment.created': DomainEventBase & { taskId: string; commentId: string };
  'flow.comment.updated': DomainEventBase & { taskId: string; commentId: string };
  'flow.comment.deleted': DomainEventBase & { taskId: string; commentId: string };

  'flow.process.created': DomainEventBase & { processId: string };
  'flow.process.updated': DomainEventBase & { processId: string };
  /** Its stages and cards went with it. */
  'flow.process.deleted': DomainEventBase & { processId: string };

  'flow.stage.created': DomainEventBase & { processId: string; stageId: string };
  'flow.stage.updated': DomainEventBase & { processId: string; stageId: string };
  'flow.stage.moved': DomainEventBase & { processId: string; stageId: string };
  'flow.stage.deleted': DomainEventBase & { processId: string; stageId: string };

  /** Also when inbox processing sends an item to a process. */
  'flow.card.created': DomainEventBase & { cardId: string; processId: string; stageId: string };
  'flow.card.updated': DomainEventBase & {
    cardId: string;
    processId: string;
    changes?: FieldChange[];
  };
  /** Within its stage or into another (`from` ≠ `to`). */
  'flow.card.moved': DomainEventBase & {
    cardId: string;
    processId: string;
    fromStageId: string;
    toStageId: string;
  };
  'flow.card.deleted': DomainEventBase & { cardId: string; processId: string };
  /** The card's assignee became `userId` (emitted only when it changes to a person). */
  'flow.card.assigned': DomainEventBase & { cardId: string; processId: string; userId: string };

  /** A card's checklist, comments and attachments (the task ones name a task, these a card). */
  'flow.card-checklist-item.created': DomainEventBase & CardPart & { checklistItemId: string };
  'flow.card-checklist-item.updated': DomainEventBase &
    CardPart & { checklistItemId: string; done: boolean };
  'flow.card-checklist-item.deleted': DomainEventBase & CardPart & { checklistItemId: string };
  'flow.card-comment.created': DomainEventBase & CardPart & { commentId: string };
  'flow.card-comment.updated': DomainEventBase & CardPart & { commentId: string };
  'flow.card-comment.deleted': DomainEventBase & CardPart & { commentId: string };
  'flow.card-attachment.added': DomainEventBase &
    CardPart & { attachmentId: string; fileId: string };
  'flow.card-attachment.removed': DomainEventBase &
    CardPart & { attachmentId: string; fileId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends FlowEvents {}
}
