import type {
  ApiKey,
  ApiKeyWithSecret,
  AuditPage,
  CreateApiKeyBody,
  CreateInviteBody,
  CreateTeamBody,
  GrantableRole,
  Invite,
  InviteAccepted,
  InvitePreview,
  Member,
  MyWorkspace,
  Team,
  UpdateApiKeyBody,
  UpdateTeamBody,
  WorkspaceDetail,
} from '@orbita/contracts/workspaces';
import { http, request } from '../../../platform/http';

const ws = (id: string, rest = '') => `app/conta/contas/${encodeURIComponent(id)}${rest}`;
const one = (id: string) => `/${encodeURIComponent(id)}`;

/** `/api/app/conta/...`, typed by the contracts. Everything about one workspace names it in the path. */
export const workspacesApi = {
  mine: () => http.get<MyWorkspace[]>('app/conta/contas'),
  create: (name: string) => http.post<MyWorkspace>('app/conta/contas', { name }),
  detail: (id: string) => http.get<WorkspaceDetail>(ws(id)),
  rename: (id: string, name: string) => http.patch<WorkspaceDetail>(ws(id), { name }),
  remove: (id: string, confirmName: string) =>
    request<undefined>('DELETE', ws(id), { confirmName }),
  transfer: (id: string, userId: string) =>
    http.post<WorkspaceDetail>(ws(id, '/transferencia'), { userId }),
  switchTo: (id: string) => http.put<{ workspaceId: string }>(ws(id, '/atual')),
  leave: (id: string) => http.post<undefined>(ws(id, '/saida')),

  members: (id: string) => http.get<Member[]>(ws(id, '/membros')),
  changeRole: (id: string, userId: string, role: GrantableRole) =>
    http.patch<Member>(ws(id, `/membros${one(userId)}`), { role }),
  removeMember: (id: string, userId: string) =>
    http.delete<undefined>(ws(id, `/membros${one(userId)}`)),

  teams: (id: string) => http.get<Team[]>(ws(id, '/equipes')),
  createTeam: (id: string, body: CreateTeamBody) => http.post<Team>(ws(id, '/equipes'), body),
  updateTeam: (id: string, teamId: string, body: UpdateTeamBody) =>
    http.patch<Team>(ws(id, `/equipes${one(teamId)}`), body),
  deleteTeam: (id: string, teamId: string) =>
    http.delete<undefined>(ws(id, `/equipes${one(teamId)}`)),

  invites: (id: string) => http.get<Invite[]>(ws(id, '/convites')),
  invite: (id: string, body: CreateInviteBody) => http.post<Invite>(ws(id, '/convites'), body),
  resendInvite: (id: string, inviteId: string) =>
    http.post<Invite>(ws(id, `/convites${one(inviteId)}/reenvio`)),
  revokeInvite: (id: string, inviteId: string) =>
    http.delete<Invite>(ws(id, `/convites${one(inviteId)}`)),
  previewInvite: (token: string) =>
    http.post<InvitePreview>('app/conta/convites/previa', { token }),
  acceptInvite: (token: string) =>
    http.post<InviteAccepted>('app/conta/convites/aceite', { token }),

  audit: (id: string, cursor?: string) =>
    http.get<AuditPage>(
      ws(id, `/auditoria${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
    ),

  keys: (id: string) => http.get<ApiKey[]>(ws(id, '/chaves')),
  key: (id: string, keyId: string) => http.get<ApiKey>(ws(id, `/chaves${one(keyId)}`)),
  createKey: (id: string, body: CreateApiKeyBody) =>
    http.post<ApiKeyWithSecret>(ws(id, '/chaves'), body),
  updateKey: (id: string, keyId: string, body: UpdateApiKeyBody) =>
    http.patch<ApiKey>(ws(id, `/chaves${one(keyId)}`), body),
  rotateKey: (id: string, keyId: string) =>
    http.post<ApiKeyWithSecret>(ws(id, `/chaves${one(keyId)}/rotacao`)),
  revokeKey: (id: string, keyId: string) => http.delete<ApiKey>(ws(id, `/chaves${one(keyId)}`)),
};
