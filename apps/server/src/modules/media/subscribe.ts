import type { EventBus } from '../../platform/events/bus';
import type { ObjectStorage } from '../../platform/storage';
import { recordUsage, releaseUsage } from './usage';

/** Each app's storage, by its bus (the routes make the storage, `subscribe` gets the bus). */
export const storageOfBus = new WeakMap<EventBus, ObjectStorage>();

/**
 * Usages other modules announce on the bus, written inside their transaction; and a deleted
 * workspace's bytes (its rows went with the workspace by cascade), removed after the commit.
 */
export function subscribeMedia(bus: EventBus): void {
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
  bus.onAfterCommit('workspaces.workspace.deleted', async (e, ctx) => {
    try {
      await storageOfBus.get(bus)?.removePrefix(e.workspaceId);
    } catch (err) {
      ctx.log.warn(
        { err, workspaceId: e.workspaceId },
        'media: bytes of a deleted workspace not removed',
      );
    }
  });
}
