import type { EventBus } from '../../platform/events/bus';
import { recordUsage, releaseUsage } from './usage';

/** Usages other modules announce on the bus, written inside their transaction. */
export function subscribeUsage(bus: EventBus): void {
  bus.onInTransaction('media.usage.recorded', (e, tx) =>
    recordUsage(tx, e.fileId, {
      workspaceId: e.workspaceId,
      module: e.module,
      kind: e.kind,
      id: e.recordId,
      label: e.label,
      public: e.public,
    }),
  );
  bus.onInTransaction('media.usage.released', (e, tx) =>
    releaseUsage(tx, e.fileId, {
      workspaceId: e.workspaceId,
      module: e.module,
      kind: e.kind,
      id: e.recordId,
    }),
  );
}
