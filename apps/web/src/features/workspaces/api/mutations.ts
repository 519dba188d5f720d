import type {
  CreateApiKeyBody,
  CreateInviteBody,
  CreateTeamBody,
  GrantableRole,
  UpdateApiKeyBody,
  UpdateTeamBody,
} from '@orbita/contracts/workspaces';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { updateSession } from '../../../platform/session/session-store';
import { workspacesApi } from './workspaces-api';

/** A mutation that refreshes the given keys (and the audit log, which every change writes to). */
function useRefreshing<V, R>(
  workspaceId: string,
  mutationFn: (vars: V) => Promise<R>,
  keys: QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(
        [...keys, ['audit', workspaceId]].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}

/**
 * Switching makes the workspace the one every request acts in: the server remembers it,
 * the stored session carries it (sent as `X-Workspace-Id`), and every cached screen of the
 * old workspace is dropped and loaded again.
 */
export function useSwitchWorkspace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspacesApi.switchTo(id),
    onSuccess: async ({ workspaceId }) => {
      updateSession({ workspaceId });
      await client.resetQueries();
    },
  });
}

export function useCreateWorkspace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => workspacesApi.create(name),
    onSuccess: () => client.invalidateQueries({ queryKey: ['workspace'] }),
  });
}

export const useRenameWorkspace = (id: string) =>
  useRefreshing(id, (name: string) => workspacesApi.rename(id, name), [['workspace']]);
export const useTransferOwnership = (id: string) =>
  useRefreshing(id, (userId: string) => workspacesApi.transfer(id, userId), [
    ['workspace'],
    ['membership', id],
  ]);

/** Deleting or leaving: the workspace is gone for me; the server already moved my current one if it was this. */
function useGoneWorkspace<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      const mine = await workspacesApi.mine();
      const current = mine.find((w) => w.current) ?? mine[0];
      if (current) updateSession({ workspaceId: current.id });
      await client.resetQueries();
    },
  });
}
export const useDeleteWorkspace = (id: string) =>
  useGoneWorkspace((confirmName: string) => workspacesApi.remove(id, confirmName));
export const useLeaveWorkspace = (id: string) => useGoneWorkspace(() => workspacesApi.leave(id));

export const useChangeRole = (id: string) =>
  useRefreshing(
    id,
    ({ userId, role }: { userId: string; role: GrantableRole }) =>
      workspacesApi.changeRole(id, userId, role),
    [['membership', id]],
  );
export const useRemoveMember = (id: string) =>
  useRefreshing(id, (userId: string) => workspacesApi.removeMember(id, userId), [
    ['membership', id],
    ['team', id],
    ['workspace'],
  ]);

export const useCreateTeam = (id: string) =>
  useRefreshing(id, (body: CreateTeamBody) => workspacesApi.createTeam(id, body), [
    ['team', id],
    ['membership', id],
  ]);
export const useUpdateTeam = (id: string) =>
  useRefreshing(
    id,
    ({ teamId, body }: { teamId: string; body: UpdateTeamBody }) =>
      workspacesApi.updateTeam(id, teamId, body),
    [
      ['team', id],
      ['membership', id],
    ],
  );
export const useDeleteTeam = (id: string) =>
  useRefreshing(id, (teamId: string) => workspacesApi.deleteTeam(id, teamId), [
    ['team', id],
    ['membership', id],
  ]);

export const useInvite = (id: string) =>
  useRefreshing(id, (body: CreateInviteBody) => workspacesApi.invite(id, body), [['invite', id]]);
export const useResendInvite = (id: string) =>
  useRefreshing(id, (inviteId: string) => workspacesApi.resendInvite(id, inviteId), [
    ['invite', id],
  ]);
export const useRevokeInvite = (id: string) =>
  useRefreshing(id, (inviteId: string) => workspacesApi.revokeInvite(id, inviteId), [
    ['invite', id],
  ]);

export function useAcceptInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => workspacesApi.acceptInvite(token),
    onSuccess: () => client.invalidateQueries({ queryKey: ['workspace'] }),
  });
}

export const useCreateKey = (id: string) =>
  useRefreshing(id, (body: CreateApiKeyBody) => workspacesApi.createKey(id, body), [
    ['api-key', id],
  ]);
export const useUpdateKey = (id: string) =>
  useRefreshing(
    id,
    ({ keyId, body }: { keyId: string; body: UpdateApiKeyBody }) =>
      workspacesApi.updateKey(id, keyId, body),
    [['api-key', id]],
  );
export const useRotateKey = (id: string) =>
  useRefreshing(id, (keyId: string) => workspacesApi.rotateKey(id, keyId), [['api-key', id]]);
export const useRevokeKey = (id: string) =>
  useRefreshing(id, (keyId: string) => workspacesApi.revokeKey(id, keyId), [['api-key', id]]);
