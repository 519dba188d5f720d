import type { AppState, Role, Session, SessionUser } from '@orbita/contracts';
import type { UserRow } from './accounts';

export function presentSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    accountType: user.accountType,
    avatarUrl: user.avatarUrl,
  };
}

export function presentSession(
  user: UserRow,
  token: string,
  workspaceId: string,
  refreshToken?: string,
): Session {
  return {
    token,
    checkpoints: user.checkpoints,
    user: presentSessionUser(user),
    workspaceId,
    ...(refreshToken ? { refreshToken } : {}),
  };
}

export interface WorkspaceRow {
  id: string;
  name: string;
  kind: 'personal' | 'shared';
  role: Role;
}

export function presentAppState(
  user: UserRow,
  workspaces: WorkspaceRow[],
  current: WorkspaceRow,
  settings: AppState['settings'],
): AppState {
  return {
    user: {
      ...presentSessionUser(user),
      hasPassword: user.passwordHash !== null,
      googleLinked: user.googleSub !== null,
      emailConfirmed: user.emailConfirmedAt !== null,
    },
    workspaces: workspaces.map(({ id, name, kind, role }) => ({ id, name, kind, role })),
    workspaceId: current.id,
    role: current.role,
    checkpoints: user.checkpoints,
    settings,
  };
}
