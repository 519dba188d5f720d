import type { DomainEventName } from '@orbita/contracts';
import { nexosEntity } from '@orbita/contracts/nexos';
import type { EventBus } from '../../platform/events/bus';
import { publishAfterCommit } from '../../platform/realtime/publish';
import type { RecordRegistry } from '../../platform/records';

/** The deleted record's id as its event names it (`listId`, `pageId`…), else the event's workspace. */
function recordIdOf(payload: object, workspaceId: string): string {
  for (const [field, value] of Object.entries(payload))
    if (field.endsWith('Id') && field !== 'workspaceId' && field !== 'actorId')
      if (typeof value === 'string') return value;
  return workspaceId;
}

/**
 * A deleted record's links go with it through database triggers (no `nexos.link.deleted`,
 * no route to publish). So on each of the registry's deleted events, the workspace hears a
 * `nexos` deletion once the transaction committed: which links went is not known here, so
 * `ends` is empty and every open panel and graph refetches (their keys start with `nexos`).
 */
export function announcePurges(bus: EventBus, records: RecordRegistry): void {
  const events = new Set<DomainEventName>(records.entries().flatMap(([, spec]) => spec.deleted));
  for (const name of events)
    bus.onInTransaction(name, (payload, tx) => {
      const id = recordIdOf(payload, payload.workspaceId);
      publishAfterCommit(tx, payload.workspaceId, {
        type: 'deleted',
        entity: nexosEntity,
        id,
        data: { id, ends: [] },
      });
    });
}
