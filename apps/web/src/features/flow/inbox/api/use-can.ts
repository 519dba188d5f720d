import type { AppState } from '@orbita/contracts/auth';
import { can, type Action } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../../platform/http';

/**
 * What my role in the current workspace allows. Reads the shell's `auth/app` answer from
 * the cache (same key as the auth module; features do not import each other).
 */
export function useCan(action: Action): boolean {
  const app = useQuery({
    queryKey: ['auth', 'app'],
    queryFn: () => request<AppState>('GET', 'auth/app'),
    staleTime: Infinity,
  });
  // Until the role is known, offer the actions: the server still checks every write.
  return app.data ? can(app.data.role, action) : true;
}
