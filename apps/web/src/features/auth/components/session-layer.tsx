import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../platform/session/use-session';
import { Onboarding } from './onboarding';

/**
 * What the signed-in shell adds for the session: when the session ends (logout here or
 * in another tab, or a failed refresh) the cached data goes and the visitor goes to `/`;
 * while it lasts, the onboarding checkpoints.
 */
export function SessionLayer() {
  const session = useSession();
  const signedIn = !!session?.token;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (signedIn) return;
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [signedIn, navigate, queryClient]);
  return signedIn ? <Onboarding /> : null;
}
