import { useCan } from '../../../platform/session/app-state';

/**
 * Editor and above write people (and their links) when their account type has the
 * 'structures' feature, as the server decides (account-types.ts: /api/app/pessoa/); everyone
 * in the workspace reads them.
 */
export function usePeopleWrite(): boolean {
  return useCan('content.write', 'structures');
}
