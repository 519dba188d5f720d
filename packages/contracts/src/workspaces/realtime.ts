import type { Role } from './roles';
import type { Team } from './teams';

/**
 * What the workspaces module publishes as `data` for its realtime entities (see
 * platform/realtime.ts); the web's query keys start with these entity names.
 */
export interface WorkspacesRealtimeEntities {
  /** Renamed (`{ id, name }`) or deleted (`{ id }`). */
  workspace: { id: string; name?: string };
  /**
   * A person joined, changed role or left (`role: null`). The realtime broker re-reads the
   * workspaces of `userId` on each, so their sockets hear exactly their workspaces.
   */
  membership: { userId: string; role: Role | null };
  team: Team | { id: string };
  /** Only the id: invites carry an e-mail address and are for Admins. */
  invite: { id: string };
  /** Only the id: the secret never leaves through realtime. */
  'api-key': { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends WorkspacesRealtimeEntities {}
}
