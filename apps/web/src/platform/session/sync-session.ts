import type { AppState } from '@orbita/contracts/auth';
import { getSession, updateSession } from './session-store';

/**
 * After `auth/app`, the stored copy of the user, checkpoints and workspace follows the
 * server (another tab or device may have changed them). Written only when different, so
 * `token-updated` is not emitted for nothing.
 */
export function syncSessionWith(app: AppState): void {
  const current = getSession();
  if (!current?.token) return;
  const { id, name, email, accountType, avatarUrl } = app.user;
  const next = {
    user: { id, name, email, accountType, avatarUrl },
    checkpoints: app.checkpoints,
    workspaceId: app.workspaceId,
  };
  const same =
    JSON.stringify(current.user) === JSON.stringify(next.user) &&
    JSON.stringify(current.checkpoints) === JSON.stringify(next.checkpoints) &&
    current.workspaceId === next.workspaceId;
  if (!same) updateSession(next);
}
