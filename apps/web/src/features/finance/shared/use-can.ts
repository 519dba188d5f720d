import type { AppState } from '@orbita/contracts/auth';
import { can, type Action } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * Whether my role in the current workspace allows `action`. Reads the shell's `auth/app`
 * answer from the cache (same key as the auth module; features never import each other).
 * Until the role is known nothing is offered: an Observador never sees a write button flash.
 */
export function useCan(action: Action): boolean {
  const app = useQuery({
    queryKey: ['auth', 'app'],
    queryFn: () => http.get<AppState>('auth/app'),
    staleTime: 60_000,
  });
  return !!app.data && can(app.data.role, action);
}
