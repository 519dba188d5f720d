import type { AccountFeature } from '@orbita/contracts/workspaces';
import { useCan } from '../../../platform/session/app-state';

/** The account type's feature agents' writes belong to (the server's account-types table). */
export const agentsFeature: AccountFeature = 'agents';

/**
 * Admins (and the Principal) manage agents: `read` — the agents, their runs and versions;
 * `write` — create, change, turn on/off, restore, approve or deny, delete, which the account
 * type must allow too. The server's policy says the same; this only hides what it refuses.
 */
export function useAgentsAccess(): { read: boolean; write: boolean } {
  const read = useCan('workspace.admin');
  const write = useCan('workspace.admin', agentsFeature);
  return { read, write };
}
