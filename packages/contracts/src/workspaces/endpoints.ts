import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  apiKeyListSchema,
  apiKeySchema,
  apiKeyWithSecretSchema,
  auditPageSchema,
  auditQuerySchema,
  changeRoleBodySchema,
  createApiKeyBodySchema,
  createInviteBodySchema,
  createTeamBodySchema,
  createWorkspaceBodySchema,
  currentWorkspaceSchema,
  deleteWorkspaceBodySchema,
  inviteAcceptedSchema,
  inviteListSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenBodySchema,
  publicInviteSchema,
  memberListSchema,
  memberSchema,
  myWorkspaceListSchema,
  myWorkspaceSchema,
  recordWorkspaceSchema,
  renameWorkspaceBodySchema,
  teamListSchema,
  teamSchema,
  transferOwnershipBodySchema,
  updateApiKeyBodySchema,
  updateTeamBodySchema,
  workspaceDetailSchema,
} from './index';

const base = '/api/app/conta';

/** Workspaces (`/api/app/conta/...`): workspaces, members, teams, invites, audit and API keys. */
export const workspacesEndpoints = {
  // Workspaces
  mine: defineEndpoint({
    method: 'GET',
    path: `${base}/contas`,
    response: schemaType<typeof myWorkspaceListSchema>(),
  }),
  createWorkspace: defineEndpoint({
    method: 'POST',
    path: `${base}/contas`,
    body: schemaType<typeof createWorkspaceBodySchema>(),
    response: schemaType<typeof myWorkspaceSchema>(),
  }),
  workspace: defineEndpoint({
    method: 'GET',
    path: `${base}/contas/{workspaceId}`,
    response: schemaType<typeof workspaceDetailSchema>(),
  }),
  renameWorkspace: defineEndpoint({
    method: 'PATCH',
    path: `${base}/contas/{workspaceId}`,
    body: schemaType<typeof renameWorkspaceBodySchema>(),
    response: schemaType<typeof workspaceDetailSchema>(),
  }),
  deleteWorkspace: defineEndpoint({
    method: 'DELETE',
    path: `${base}/contas/{workspaceId}`,
    body: schemaType<typeof deleteWorkspaceBodySchema>(),
    response: schemaType<typeof noContentSchema>(),
  }),
  transferOwnership: defineEndpoint({
    method: 'POST',
    path: `${base}/contas/{workspaceId}/transferencia`,
    body: schemaType<typeof transferOwnershipBodySchema>(),
    response: schemaType<typeof workspaceDetailSchema>(),
  }),
  switchWorkspace: defineEndpoint({
    method: 'PUT',
    path: `${base}/contas/{workspaceId}/atual`,
    response: schemaType<typeof currentWorkspaceSchema>(),
  }),
  locateRecord: defineEndpoint({
    method: 'GET',
    path: `${base}/localizar/{tipo}/{registroId}`,
    response: schemaType<typeof recordWorkspaceSchema>(),
  }),
  leaveWorkspace: defineEndpoint({
    method: 'POST',
    path: `${base}/contas/{workspaceId}/saida`,
    response: schemaType<typeof noContentSchema>(),
  }),
  // Members and teams
  members: defineEndpoint({
    method: 'GET',
    path: `${base}/contas/{workspaceId}/membros`,
    response: schemaType<typeof memberListSchema>(),
  }),
  changeRole: defineEndpoint({
    method: 'PATCH',
    path: `${base}/contas/{workspaceId}/membros/{userId}`,
    body: schemaType<typeof changeRoleBodySchema>(),
    response: schemaType<typeof memberSchema>(),
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: `${base}/contas/{workspaceId}/membros/{userId}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  teams: defineEndpoint({
    method: 'GET',
    path: `${base}/contas/{workspaceId}/equipes`,
    response: schemaType<typeof teamListSchema>(),
  }),
  createTeam: defineEndpoint({
    method: 'POST',
    path: `${base}/contas/{workspaceId}/equipes`,
    body: schemaType<typeof createTeamBodySchema>(),
    response: schemaType<typeof teamSchema>(),
  }),
  updateTeam: defineEndpoint({
    method: 'PATCH',
    path: `${base}/contas/{workspaceId}/equipes/{teamId}`,
    body: schemaType<typeof updateTeamBodySchema>(),
    response: schemaType<typeof teamSchema>(),
  }),
  deleteTeam: defineEndpoint({
    method: 'DELETE',
    path: `${base}/contas/{workspaceId}/equipes/{teamId}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  // Invites
  invites: defineEndpoint({
    method: 'GET',
    path: `${base}/contas/{workspaceId}/convites`,
    response: schemaType<typeof inviteListSchema>(),
  }),
  createInvite: defineEndpoint({
    method: 'POST',
    path: `${base}/contas/{workspaceId}/convites`,
    body: schemaType<typeof createInviteBodySchema>(),
    response: schemaType<typeof inviteSchema>(),
  }),
  resendInvite: defineEndpoint({
    method: 'POST',
    path: `${base}/contas/{workspaceId}/convites/{inviteId}/reenvio`,
    response: schemaType<typeof inviteSchema>(),
  }),
  revokeInvite: defineEndpoint({
    method: 'DELETE',
    path: `${base}/contas/{workspaceId}/convites/{inviteId}`,
    response: schemaType<typeof inviteSchema>(),
  }),
  previewInvite: defineEndpoint({
    method: 'POST',
    path: `${base}/convites/previa`,
    body: schemaType<typeof inviteTokenBodySchema>(),
    response: schemaType<typeof invitePreviewSchema>(),
  }),
  /** Signed out: the invited e-mail, prefilled at sign-up from the invite link. */
  publicInvite: defineEndpoint({
    method: 'POST',
    path: '/api/public/convites/previa',
    body: schemaType<typeof inviteTokenBodySchema>(),
    response: schemaType<typeof publicInviteSchema>(),
  }),
  acceptInvite: defineEndpoint({
    method: 'POST',
    path: `${base}/convites/aceite`,
    body: schemaType<typeof inviteTokenBodySchema>(),
    response: schemaType<typeof inviteAcceptedSchema>(),
  }),
  // Audit and API keys
  audit: defineEndpoint({
    method: 'GET',
    path: `${base}/contas/{workspaceId}/auditoria`,
    query: schemaType<typeof auditQuerySchema>(),
    response: schemaType<typeof auditPageSchema>(),
  }),
  apiKeys: defineEndpoint({
    method: 'GET',
    path: `${base}/contas/{workspaceId}/chaves`,
    response: schemaType<typeof apiKeyListSchema>(),
  }),
  apiKey: defineEndpoint({
    method: 'GET',
    path: `${base}/contas/{workspaceId}/chaves/{keyId}`,
    response: schemaType<typeof apiKeySchema>(),
  }),
  createApiKey: defineEndpoint({
    method: 'POST',
    path: `${base}/contas/{workspaceId}/chaves`,
    body: schemaType<typeof createApiKeyBodySchema>(),
    response: schemaType<typeof apiKeyWithSecretSchema>(),
  }),
  updateApiKey: defineEndpoint({
    method: 'PATCH',
    path: `${base}/contas/{workspaceId}/chaves/{keyId}`,
    body: schemaType<typeof updateApiKeyBodySchema>(),
    response: schemaType<typeof apiKeySchema>(),
  }),
  rotateApiKey: defineEndpoint({
    method: 'POST',
    path: `${base}/contas/{workspaceId}/chaves/{keyId}/rotacao`,
    response: schemaType<typeof apiKeyWithSecretSchema>(),
  }),
  revokeApiKey: defineEndpoint({
    method: 'DELETE',
    path: `${base}/contas/{workspaceId}/chaves/{keyId}`,
    response: schemaType<typeof apiKeySchema>(),
  }),
};
