import type { Role } from '@orbita/contracts';
import type { Tx } from '../../platform/db/client';
import { publishAfterCommit } from '../../platform/realtime/publish';

/**
 * Tells the workspace's sockets, once the transaction commits, that `userId` joined,
 * changed role or left (`role: null`). The realtime broker re-reads that person's
 * workspaces on each `membership` message, so their sockets hear exactly their workspaces:
 * every membership write publishes through here.
 */
export function publishMembership(
  tx: Tx,
  workspaceId: string,
  type: 'created' | 'updated' | 'deleted',
  userId: string,
  role: Role | null,
): void {
  publishAfterCommit(tx, workspaceId, {
    type,
    entity: 'membership',
    id: userId,
    data: { userId, role },
  });
}
