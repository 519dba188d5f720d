import type { CardComment } from './card-parts';
import type { Deleted } from './common';
import type { InboxItem } from './inbox';
import type { TaskList } from './lists';
import type { Process, ProcessCard } from './processes';
import type { Task, TaskComment, TaskDetail } from './tasks';
import type { flowEntities } from './vocabulary';

/**
 * What flow publishes as `data` for each of its realtime entities (see platform/realtime.ts),
 * keyed by the `flowEntities` strings (vocabulary.ts) that the web's query keys start with.
 */
export interface FlowRealtimeEntities {
  [flowEntities.item]: InboxItem | Deleted;
  [flowEntities.list]: TaskList | Deleted;
  /** Comment changes go out on their task (`comment-created`, …) with the comment. */
  [flowEntities.task]: Task | TaskDetail | TaskComment | Deleted | (Deleted & { listId: string });
  [flowEntities.process]: Process | Deleted;
  /** Card comment changes go out on their card (`comment-created`, …) with the comment. */
  [flowEntities.card]: ProcessCard | CardComment | (Deleted & { processId: string });
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends FlowRealtimeEntities {}
}
