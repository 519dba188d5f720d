import {
  workspacesEndpoints as conta,
  type CreateApiKeyBody,
  type CreateInviteBody,
  type CreateTeamBody,
  type GrantableRole,
  type UpdateApiKeyBody,
  type UpdateTeamBody,
} from '@orbita/contracts/workspaces';
import { callApi } from '../../../platform/http';

const of = (workspaceId: string) => ({ params: { workspaceId } });

/** `/api/app/conta/...`, typed by the contracts. Everything about one workspace names it in the path. */
export const workspacesApi = {
  mine: () => callApi(conta.mine),
  create: (name: string) => callApi(conta.createWorkspace, { body: { name } }),
  detail: (id: string) => callApi(conta.workspace, of(id)),
  rename: (id: string, body: { name: string; version?: number }) =>
    callApi(conta.renameWorkspace, { ...of(id), body }),
  remove: (id: string, confirmName: string) =>
    callApi(conta.deleteWorkspace, { ...of(id), body: { confirmName } }),
  transfer: (id: string, userId: string) =>
    callApi(conta.transferOwnership, { ...of(id), body: { userId } }),
  switchTo: (id: string) => callApi(conta.switchWorkspace, of(id)),
  leave: (id: string) => callApi(conta.leaveWorkspace, of(id)),

  members: (id: string) => callApi(conta.members, of(id)),
  changeRole: (id: string, userId: string, role: GrantableRole, version?: number) =>
    callApi(conta.changeRole, { params: { workspaceId: id, userId }, body: { role, version } }),
  removeMember: (id: string, userId: string) =>
    callApi(conta.removeMember, { params: { workspaceId: id, userId } }),

  teams: (id: string) => callApi(conta.teams, of(id)),
  createTeam: (id: string, body: CreateTeamBody) => callApi(conta.createTeam, { ...of(id), body }),
  updateTeam: (id: string, teamId: string, body: UpdateTeamBody) =>
    callApi(conta.updateTeam, { params: { workspaceId: id, teamId }, body }),
  deleteTeam: (id: string, teamId: string) =>
    callApi(conta.deleteTeam, { params: { workspaceId: id, teamId } }),

  invites: (id: string) => callApi(conta.invites, of(id)),
  invite: (id: string, body: CreateInviteBody) => callApi(conta.createInvite, { ...of(id), body }),
  resendInvite: (id: string, inviteId: string) =>
    callApi(conta.resendInvite, { params: { workspaceId: id, inviteId } }),
  revokeInvite: (id: string, inviteId: string) =>
    callApi(conta.revokeInvite, { params: { workspaceId: id, inviteId } }),
  previewInvite: (token: string) => callApi(conta.previewInvite, { body: { token } }),
  acceptInvite: (token: string) => callApi(conta.acceptInvite, { body: { token } }),

  audit: (id: string, cursor?: string) =>
    callApi(conta.audit, { ...of(id), query: { cursor: cursor || undefined } }),

  keys: (id: string) => callApi(conta.apiKeys, of(id)),
  key: (id: string, keyId: string) => callApi(conta.apiKey, { params: { workspaceId: id, keyId } }),
  createKey: (id: string, body: CreateApiKeyBody) =>
    callApi(conta.createApiKey, { ...of(id), body }),
  updateKey: (id: string, keyId: string, body: UpdateApiKeyBody) =>
    callApi(conta.updateApiKey, { params: { workspaceId: id, keyId }, body }),
  rotateKey: (id: string, keyId: string) =>
    callApi(conta.rotateApiKey, { params: { workspaceId: id, keyId } }),
  revokeKey: (id: string, keyId: string) =>
    callApi(conta.revokeApiKey, { params: { workspaceId: id, keyId } }),
};
