import type { DomainEventBase } from '../platform/events';
import type { GrantableRole, Role } from './roles';
import type { WorkspaceKind } from './workspaces';

/**
 * The workspaces module's domain events (see platform/events.ts); `actorId` is the person
 * who did it (for an API key, the person the key acts for).
 */
export interface WorkspacesEvents {
  /** Also each personal workspace made at sign-up. */
  'workspaces.workspace.created': DomainEventBase & { kind: WorkspaceKind };
  /** Renamed. */
  'workspaces.workspace.updated': DomainEventBase & { name: string };
  /** With everything in it; `memberIds` lost their access. */
  'workspaces.workspace.deleted': DomainEventBase & { memberIds: string[] };
  /** The Principal changed (each side's role change is also `workspaces.member.role-changed`). */
  'workspaces.workspace.ownership-transferred': DomainEventBase & {
    fromUserId: string;
    toUserId: string;
  };
  /** The person made this workspace their current one. */
  'workspaces.workspace.switched': DomainEventBase & { userId: string };

  /** Joined (an invite accepted) or founded the workspace (as its Principal). */
  'workspaces.member.added': DomainEventBase & { userId: string; role: Role };
  'workspaces.member.role-changed': DomainEventBase & { userId: string; from: Role; to: Role };
  /** Removed by an Admin, or left (`left`). Their keys in it were revoked with them. */
  'workspaces.member.removed': DomainEventBase & { userId: string; left: boolean };

  'workspaces.team.created': DomainEventBase & { teamId: string };
  'workspaces.team.updated': DomainEventBase & { teamId: string };
  'workspaces.team.deleted': DomainEventBase & { teamId: string };

  'workspaces.invite.created': DomainEventBase & { inviteId: string; role: GrantableRole };
  /** A new link replaced the old one. */
  'workspaces.invite.resent': DomainEventBase & { inviteId: string; role: GrantableRole };
  'workspaces.invite.revoked': DomainEventBase & { inviteId: string; role: GrantableRole };
  /** Also `workspaces.member.added` for the person who accepted. */
  'workspaces.invite.accepted': DomainEventBase & {
    inviteId: string;
    role: GrantableRole;
    userId: string;
  };

  'workspaces.api-key.created': DomainEventBase & { apiKeyId: string; role: Role };
  'workspaces.api-key.updated': DomainEventBase & { apiKeyId: string; role: Role };
  /** A new secret for the same key. */
  'workspaces.api-key.rotated': DomainEventBase & { apiKeyId: string };
  /** By an Admin, or because its creator left the workspace. */
  'workspaces.api-key.revoked': DomainEventBase & { apiKeyId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends WorkspacesEvents {}
}
