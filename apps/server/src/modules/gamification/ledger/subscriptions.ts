import { onDailyAccess } from '../../communication/service';
import { onEntryRecorded } from '../../finance/service';
import { onInboxItemProcessed, onTaskCompleted } from '../../flow/service';
import { onDailyAccessGrants } from './daily';
import { countEvent } from './progress';

let subscribed = false;

/**
 * Mission progress from work done anywhere in Orbita. The handlers only use the event's
 * transaction, so they are registered once per process (however many apps a test builds).
 */
export function subscribeLedger(): void {
  if (subscribed) return;
  subscribed = true;
  onTaskCompleted(({ tx, userId, taskId, listId }) =>
    countEvent(tx, { userId, goalKind: 'tasks_done', source: `task:${taskId}`, listId }),
  );
  onInboxItemProcessed(({ tx, userId, itemId }) =>
    countEvent(tx, { userId, goalKind: 'inbox_processed', source: `item:${itemId}` }),
  );
  onEntryRecorded(({ tx, userId, entryId }) =>
    countEvent(tx, { userId, goalKind: 'finance_entries', source: `entry:${entryId}` }),
  );
  onDailyAccess(onDailyAccessGrants);
}
