import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onRealtimeEvent } from '../../../platform/realtime';
import { updateSession } from '../../../platform/session/session-store';
import { useSession } from '../../../platform/session/use-session';
import { notify } from '../../../platform/toasts';
import { equivalentPath } from '../equivalent-path';
import { workspaceQueries } from './queries';

/** The workspace the session acts in (sent as `X-Workspace-Id`), from the stored session. */
export function useCurrentWorkspaceId(): string | null {
  const session = useSession();
  return typeof session?.workspaceId === 'string' ? session.workspaceId : null;
}

/** My workspaces and which of them is current. */
export function useCurrentWorkspace() {
  const id = useCurrentWorkspaceId();
  const mine = useQuery(workspaceQueries.mine());
  return { id, workspace: mine.data?.find((w) => w.id === id) ?? null, mine };
}

/**
 * Keeps the session's workspace valid while the app is open: membership changes (someone
 * removed me, a workspace was deleted) refresh my list, and if the current workspace is no
 * longer mine the session moves to the one the server now has as current — and a record
 * page of the lost workspace gives way to its index, not a dead "not found".
 */
export function useWorkspaceFollower(): void {
  const client = useQueryClient();
  const { id, mine } = useCurrentWorkspace();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Reads the page at the moment the workspace is lost; a page change alone moves nothing.
  const leaveLostPage = useEffectEvent((nextId: string) => {
    const away = equivalentPath(pathname, nextId);
    if (away) void navigate(away, { replace: true });
  });
  useEffect(
    () =>
      onRealtimeEvent((payload) => {
        const entity = (payload as { entity?: unknown } | null)?.entity;
        if (entity === 'membership' || entity === 'workspace')
          void client.invalidateQueries({ queryKey: workspaceQueries.all() });
      }),
    [client],
  );
  const list = mine.data;
  useEffect(() => {
    if (!list || list.length === 0 || !id || list.some((w) => w.id === id)) return;
    const next = list.find((w) => w.current) ?? list[0]!;
    updateSession({ workspaceId: next.id });
    notify.info(`Você não tem mais acesso àquela conta. Agora você está em ${next.name}.`);
    leaveLostPage(next.id);
    void client.resetQueries();
  }, [list, id, client]);
}
