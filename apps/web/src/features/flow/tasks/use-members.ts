import { workspacesEndpoints } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { useAppState } from '../../../platform/session/app-state';

/** Members of the current workspace (assignee choices and filter). */
export function useMembers() {
  const workspaceId = useAppState().data?.workspaceId;
  return useQuery({
    queryKey: ['membership', workspaceId ?? ''],
    queryFn: () => callApi(workspacesEndpoints.members, { params: { workspaceId: workspaceId! } }),
    enabled: !!workspaceId,
    staleTime: 60_000,
  });
}
