import type { AppState } from '@orbita/contracts/auth';
import { roles, type Role } from '@orbita/contracts/workspaces';
import type { QueryClient } from '@tanstack/react-query';
import { APP_STATE_KEY } from '../session/app-state-key';
import { onRealtimeEvent } from './realtime-client';

/** `{ entity: 'membership', workspaceId, data: { userId, role } }`, as the server publishes it. */
function membershipOf(
  payload: unknown,
): { workspaceId: unknown; userId: unknown; role: Role | null } | null {
  if (!payload || typeof payload !== 'object') return null;
  const { entity, workspaceId, data } = payload as Record<string, unknown>;
  if (entity !== 'membership' || !data || typeof data !== 'object') return null;
  const { userId, role } = data as Record<string, unknown>;
  return { workspaceId, userId, role: roles.includes(role as Role) ? (role as Role) : null };
}

/**
 * Keeps my role in the signed-in state (what `useCan` reads) in step with the realtime
 * membership event: when someone changes my role in the workspace on screen, write
 * buttons appear or go at once, without a reload, and `auth/app` is then read again for
 * the server's own word. Another person's change, or another workspace's, is not mine.
 */
export function followMyRole(queryClient: QueryClient): () => void {
  return onRealtimeEvent((payload) => {
    const change = membershipOf(payload);
    const app = queryClient.getQueryData<AppState>(APP_STATE_KEY);
    if (!change || !app || change.userId !== app.user.id) return;
    if (change.workspaceId !== app.workspaceId) return;
    if (change.role && change.role !== app.role)
      queryClient.setQueryData<AppState>(APP_STATE_KEY, { ...app, role: change.role });
    void queryClient.invalidateQueries({ queryKey: APP_STATE_KEY });
  });
}
