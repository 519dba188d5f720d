import type { AppState } from '@orbita/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, renewSession, SESSION_EXPIRED_MESSAGE, statusOf } from '../../../platform/http';
import { getToken } from '../../../platform/session/session-store';
import { authApi } from './auth-api';
import { syncSessionWith } from './session-sync';

/**
 * `auth/app` is exempt from the helper's refresh-on-401 (spec §7), so the screen that
 * needs it renews an old access token itself: a reload after 15 minutes keeps working.
 */
async function fetchAppState(signal: AbortSignal): Promise<AppState> {
  try {
    const app = await authApi.app({ signal });
    syncSessionWith(app);
    return app;
  } catch (error) {
    if (statusOf(error) !== 401 || !getToken()) throw error;
    const token = await renewSession();
    if (!token) throw new HttpError(SESSION_EXPIRED_MESSAGE, { status: 401 });
    const app = await authApi.app({ signal });
    syncSessionWith(app);
    return app;
  }
}

/** The one key factory of the auth module. */
export const authQueries = {
  all: () => ['auth'] as const,
  app: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'app'] as const,
      queryFn: ({ signal }) => fetchAppState(signal),
    }),
};
