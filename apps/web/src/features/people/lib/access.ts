import { useCan } from '../../../platform/session/app-state';

/** Editor and above write people (and their links); everyone in the workspace reads them. */
export function usePeopleWrite(): boolean {
  return useCan('content.write');
}
