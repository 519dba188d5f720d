import type { Member } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { useAppState } from '../../../platform/session/app-state';

/** Members of the current workspace (assignee choices and filter). */
export function useMembers() {
  const workspaceId = useAppState().data?.workspaceId;
  return useQuery({
    queryKey: ['membership', workspaceId ?? ''],
    queryFn: () =>
      http.get<Member[]>(`app/conta/contas/${encodeURIComponent(workspaceId!)}/membros`),
    enabled: !!workspaceId,
    staleTime: 60_000,
  });
}
