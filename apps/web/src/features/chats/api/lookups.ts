import { workspacesEndpoints } from '@orbita/contracts/workspaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { useAppState } from '../../../platform/session/app-state';

/*
 * The members (new team chat) and teams (the "Equipe" filter) of the workspace, read through
 * workspaces' public API endpoints — features never import each other.
 */
const pick = { staleTime: 60_000 };

export const chatLookups = {
  members: (workspaceId: string) =>
    queryOptions({
      queryKey: ['chat-members', workspaceId] as const,
      queryFn: ({ signal }) =>
        callApi(workspacesEndpoints.members, { params: { workspaceId }, signal }),
      ...pick,
    }),
  teams: (workspaceId: string) =>
    queryOptions({
      queryKey: ['chat-teams', workspaceId] as const,
      queryFn: ({ signal }) =>
        callApi(workspacesEndpoints.teams, { params: { workspaceId }, signal }),
      ...pick,
    }),
};

export function useMembers(wanted = true) {
  const workspaceId = useAppState().data?.workspaceId;
  return useQuery({ ...chatLookups.members(workspaceId ?? ''), enabled: wanted && !!workspaceId });
}

export function useTeams(wanted = true) {
  const workspaceId = useAppState().data?.workspaceId;
  return useQuery({ ...chatLookups.teams(workspaceId ?? ''), enabled: wanted && !!workspaceId });
}
