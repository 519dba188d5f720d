import type {
  ApiKey,
  CreateApiKeyBody,
  CreateInviteBody,
  CreateTeamBody,
  GrantableRole,
  Invite,
  Member,
  MyWorkspace,
  UpdateApiKeyBody,
  UpdateTeamBody,
} from '@orbita/contracts/workspaces';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { addToList, removeFromLists, replaceInLists, updateInLists } from '../../../platform/cache';
import { updateSession } from '../../../platform/session/session-store';
import { switchWorkspace } from '../../../platform/workspace-switch/switch-workspace';
import {
  auditQueries,
  inviteQueries,
  keyQueries,
  memberQueries,
  teamQueries,
  workspaceQueries,
} from './queries';
import { workspacesApi } from './workspaces-api';

/**
 * A change inside one workspace: `write` puts the answer where it is cached and returns
 * what the answer cannot give (orders, counts, names shown elsewhere), which reloads along
 * with the audit log every change writes to.
 */
function useWorkspaceWrite<V, R>(
  workspaceId: string,
  mutationFn: (vars: V) => Promise<R>,
  write: (client: QueryClient, result: R, vars: V) => QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      const stale = [...write(client, result, vars), auditQueries.list(workspaceId).queryKey];
      await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** Newest first (invites, keys): a created one goes on top. */
const newestFirst = () => true;

/**
 * Switches the workspace every request acts in (platform/workspace-switch: the one way);
 * `beforeReload` may move the screen first (see equivalent-path.ts).
 */
export function useSwitchWorkspace(beforeReload?: (workspaceId: string) => void) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => switchWorkspace(client, id, beforeReload) });
}

/** My workspaces are listed by name (personal first): a new one's place is the server's. */
export function useCreateWorkspace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => workspacesApi.create(name),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceQueries.mine().queryKey }),
  });
}

/** The header takes the answer; my list shows the new name (and, sorted by name, reloads). */
export const useRenameWorkspace = (id: string) =>
  useWorkspaceWrite(
    id,
    (body: { name: string; version?: number }) => workspacesApi.rename(id, body),
    (client, detail) => {
      client.setQueryData(workspaceQueries.detail(id).queryKey, detail);
      updateInLists<MyWorkspace>(client, workspaceQueries.mine().queryKey, id, (w) => ({
        ...w,
        name: detail.name,
      }));
      return [workspaceQueries.mine().queryKey];
    },
  );
/** The header takes the answer; every member's role (mine included) is the server's to say. */
export const useTransferOwnership = (id: string) =>
  useWorkspaceWrite(
    id,
    (userId: string) => workspacesApi.transfer(id, userId),
    (client, detail) => {
      client.setQueryData(workspaceQueries.detail(id).queryKey, detail);
      return [workspaceQueries.mine().queryKey, memberQueries.list(id).queryKey];
    },
  );

/**
 * Deleting or leaving: the workspace is gone for me; the server already moved my current
 * one if it was this. `leave` takes the screen off the gone workspace's page (and says so)
 * before the cache reloads, so nothing of it is asked again and answered 404.
 */
function useGoneWorkspace<V>(
  mutationFn: (vars: V) => Promise<unknown>,
  leave: (now: MyWorkspace | undefined) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      const mine = await workspacesApi.mine();
      const current = mine.find((w) => w.current) ?? mine[0];
      if (current) updateSession({ workspaceId: current.id });
      leave(current);
      await client.resetQueries();
    },
  });
}
export const useDeleteWorkspace = (id: string, leave: (now: MyWorkspace | undefined) => void) =>
  useGoneWorkspace((confirmName: string) => workspacesApi.remove(id, confirmName), leave);
export const useLeaveWorkspace = (id: string, leave: (now: MyWorkspace | undefined) => void) =>
  useGoneWorkspace(() => workspacesApi.leave(id), leave);

/** Members are listed by role: the new role shows at once, the order comes from the server. */
export const useChangeRole = (id: string) =>
  useWorkspaceWrite(
    id,
    ({ userId, role, version }: { userId: string; role: GrantableRole; version?: number }) =>
      workspacesApi.changeRole(id, userId, role, version),
    (client, member) => {
      client.setQueryData<Member[]>(memberQueries.list(id).queryKey, (all) =>
        all?.map((m) => (m.userId === member.userId ? member : m)),
      );
      return [memberQueries.list(id).queryKey];
    },
  );
/** The member leaves the list; the teams they were in and the member count reload. */
export const useRemoveMember = (id: string) =>
  useWorkspaceWrite(
    id,
    (userId: string) => workspacesApi.removeMember(id, userId),
    (client, _none, userId) => {
      client.setQueryData<Member[]>(memberQueries.list(id).queryKey, (all) =>
        all?.filter((m) => m.userId !== userId),
      );
      return [teamQueries.list(id).queryKey, workspaceQueries.all()];
    },
  );

/**
 * Teams are listed by name, and members show their teams: a created or renamed team's
 * place and the member rows reload; other edits show at once.
 */
export const useCreateTeam = (id: string) =>
  useWorkspaceWrite(
    id,
    (body: CreateTeamBody) => workspacesApi.createTeam(id, body),
    () => [teamQueries.list(id).queryKey, memberQueries.list(id).queryKey, workspaceQueries.all()],
  );
export const useUpdateTeam = (id: string) =>
  useWorkspaceWrite(
    id,
    ({ teamId, body }: { teamId: string; body: UpdateTeamBody }) =>
      workspacesApi.updateTeam(id, teamId, body),
    (client, team, { body }) => {
      replaceInLists(client, teamQueries.list(id).queryKey, team);
      return [
        ...('name' in body ? [teamQueries.list(id).queryKey] : []),
        memberQueries.list(id).queryKey,
      ];
    },
  );
export const useDeleteTeam = (id: string) =>
  useWorkspaceWrite(
    id,
    (teamId: string) => workspacesApi.deleteTeam(id, teamId),
    (client, _none, teamId) => {
      removeFromLists(client, teamQueries.list(id).queryKey, teamId);
      return [memberQueries.list(id).queryKey, workspaceQueries.all()];
    },
  );

/** An invite's answer is the invite: a new one goes on top (newest first), a changed one in place. */
function writeInvite(id: string) {
  return (client: QueryClient, invite: Invite): QueryKey[] => {
    const key = inviteQueries.list(id).queryKey;
    if (replaceInLists(client, key, invite).length) return [];
    return addToList(client, key, invite, newestFirst) ? [] : [key];
  };
}
export const useInvite = (id: string) =>
  useWorkspaceWrite(
    id,
    (body: CreateInviteBody) => workspacesApi.invite(id, body),
    writeInvite(id),
  );
export const useResendInvite = (id: string) =>
  useWorkspaceWrite(
    id,
    (inviteId: string) => workspacesApi.resendInvite(id, inviteId),
    writeInvite(id),
  );
export const useRevokeInvite = (id: string) =>
  useWorkspaceWrite(
    id,
    (inviteId: string) => workspacesApi.revokeInvite(id, inviteId),
    writeInvite(id),
  );

export function useAcceptInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => workspacesApi.acceptInvite(token),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceQueries.all() }),
  });
}

/** A key's answer is the key (with its secret once, when created or rotated). */
/** Writes a key answer (or a conflict's `current`) into the detail and the list. */
export function writeKey(id: string) {
  return (client: QueryClient, answer: ApiKey | { key: ApiKey }): QueryKey[] => {
    const key = 'key' in answer ? answer.key : answer;
    const list = keyQueries.list(id).queryKey;
    client.setQueryData(keyQueries.detail(id, key.id).queryKey, key);
    if (replaceInLists(client, list, key).length) return [];
    return addToList(client, list, key, newestFirst) ? [] : [list];
  };
}
export const useCreateKey = (id: string) =>
  useWorkspaceWrite(
    id,
    (body: CreateApiKeyBody) => workspacesApi.createKey(id, body),
    writeKey(id),
  );
export const useUpdateKey = (id: string) =>
  useWorkspaceWrite(
    id,
    ({ keyId, body }: { keyId: string; body: UpdateApiKeyBody }) =>
      workspacesApi.updateKey(id, keyId, body),
    writeKey(id),
  );
export const useRotateKey = (id: string) =>
  useWorkspaceWrite(id, (keyId: string) => workspacesApi.rotateKey(id, keyId), writeKey(id));
export const useRevokeKey = (id: string) =>
  useWorkspaceWrite(id, (keyId: string) => workspacesApi.revokeKey(id, keyId), writeKey(id));
