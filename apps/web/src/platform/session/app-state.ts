import { authEndpoints, type AppState } from '@orbita/contracts/auth';
import {
  accountTypeAllows,
  can,
  type AccountFeature,
  type Action,
  type Role,
} from '@orbita/contracts/workspaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, HttpError, renewSession, SESSION_EXPIRED_MESSAGE, statusOf } from '../http';
import { APP_STATE_KEY } from './app-state-key';
import { getToken } from './session-store';
import { syncSessionWith } from './sync-session';

export { APP_STATE_KEY };

/**
 * `auth/app` is exempt from the helper's refresh-on-401 (spec §7: there a 401 is an
 * answer), so a signed-in caller renews an old access token through the helper's own
 * renewal: a reload after 15 minutes keeps working.
 */
async function fetchAppState(signal: AbortSignal): Promise<AppState> {
  const load = async () => {
    const app = await callApi(authEndpoints.app, { signal });
    syncSessionWith(app);
    return app;
  };
  try {
    return await load();
  } catch (error) {
    if (statusOf(error) !== 401 || !getToken()) throw error;
    if (!(await renewSession())) throw new HttpError(SESSION_EXPIRED_MESSAGE, { status: 401 });
    return load();
  }
}

/** `GET auth/app`: who I am, my workspaces, the current one and my role in it. */
export function appStateQuery() {
  return queryOptions({
    queryKey: APP_STATE_KEY,
    queryFn: ({ signal }) => fetchAppState(signal),
    staleTime: 60_000,
  });
}

export function useAppState() {
  return useQuery(appStateQuery());
}

/**
 * Whether the account type lets a workspace use `feature` (the server's second table,
 * contracts/workspaces/account-types.ts: a workspace can do what its Principal's type
 * allows). The client knows that type where I am the Principal (it is mine: my personal
 * workspace, the ones I created); in someone else's workspace it shows what my role allows
 * and the server, which knows the Principal's type, has the last word in pt-BR.
 * `workspaceRole`: my role in the workspace on screen; the current workspace's when omitted.
 */
export function useAccountAllows(feature: AccountFeature, workspaceRole?: Role | null): boolean {
  const data = useAppState().data;
  const role = workspaceRole === undefined ? data?.role : workspaceRole;
  if (role !== 'owner') return !!role;
  return !!data && accountTypeAllows(data.user?.accountType ?? null, feature);
}

/**
 * Whether my role in the current workspace allows `action` (and, for a write, the account
 * type allows its `feature`), so write buttons show only to who the server would let
 * write. Until the role is known nothing is offered: an Observador never sees a write
 * button flash (the server checks every write anyway).
 */
export function useCan(action: Action, feature: AccountFeature = 'basic'): boolean {
  const role = useAppState().data?.role;
  const allowed = useAccountAllows(action === 'workspace.read' ? 'basic' : feature);
  return !!role && can(role, action) && allowed;
}

/**
 * Whether `auth/app` has answered (or failed), so `useCan` is the server's word and not
 * "not yet". A screen whose layout depends on a permission (a capture box only writers
 * get) waits for it behind its skeleton instead of drawing a guess that then jumps.
 */
export function useRoleKnown(): boolean {
  return !useAppState().isPending;
}

export function useMyUserId(): string | null {
  return useAppState().data?.user.id ?? null;
}
