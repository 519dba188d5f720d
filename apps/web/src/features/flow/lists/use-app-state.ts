import type { AppState } from '@orbita/contracts/auth';
import { can, type Action } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * The signed-in state (`GET auth/app`) under the same key the shell fills, so this reads
 * the cache and seldom asks the server. Features never import each other, hence this copy.
 */
export function useAppState() {
  return useQuery({
    queryKey: ['auth', 'app'],
    queryFn: () => http.get<AppState>('auth/app'),
    staleTime: 60_000,
  });
}

/** Whether the current member may do `action` (hides what the server would refuse). */
export function useCan(action: Action): boolean {
  const role = useAppState().data?.role;
  return !!role && can(role, action);
}

export function useMyUserId(): string | null {
  return useAppState().data?.user.id ?? null;
}
