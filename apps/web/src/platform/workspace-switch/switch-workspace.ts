import { workspacesEndpoints as conta } from '@orbita/contracts/workspaces';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../http';
import { updateSession } from '../session/session-store';

/**
 * Switching makes the workspace the one every request acts in: the server remembers it,
 * the stored session carries it (sent as `X-Workspace-Id`), and every cached screen of the
 * old workspace is dropped and loaded again. The one way to switch: the workspaces
 * feature's switcher and any screen that finds its record in another workspace use it.
 * `beforeReload` runs between the two, e.g. to leave a record page of the old workspace
 * before it is asked again in the new one (and answered 404).
 */
export async function switchWorkspace(
  client: QueryClient,
  id: string,
  beforeReload?: (workspaceId: string) => void,
): Promise<{ workspaceId: string }> {
  const answer = await callApi(conta.switchWorkspace, { params: { workspaceId: id } });
  updateSession({ workspaceId: answer.workspaceId });
  beforeReload?.(answer.workspaceId);
  await client.resetQueries();
  return answer;
}
