import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppState } from '@orbita/contracts/auth';
import { APP_STATE_KEY } from '../../../platform/session/app-state-key';
import { removeCheckpoint } from '../../../platform/session/session-store';
import { syncSessionWith } from '../../../platform/session/sync-session';
import { authApi, type ChangePasswordBody, type UpdateMeBody } from './auth-api';

// The signed-in person's own settings; apart from the sign-in mutations (mutations.ts) so
// the sign-in page does not download them.

/** The profile routes answer the new `auth/app` state: show it, and keep the stored user in step. */
function useAppStateAnswer() {
  const client = useQueryClient();
  return (app: AppState) => {
    client.setQueryData(APP_STATE_KEY, app);
    syncSessionWith(app);
  };
}

export function useUpdateMe() {
  const onAnswer = useAppStateAnswer();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => authApi.updateMe(body),
    onSuccess: onAnswer,
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => authApi.changePassword(body),
    onSuccess: () => client.invalidateQueries({ queryKey: APP_STATE_KEY }),
  });
}

export function useConnectGoogle() {
  const onAnswer = useAppStateAnswer();
  return useMutation({
    mutationFn: (credential: string) => authApi.connectGoogle(credential),
    onSuccess: onAnswer,
  });
}

export function useDisconnectGoogle() {
  const onAnswer = useAppStateAnswer();
  return useMutation({ mutationFn: () => authApi.disconnectGoogle(), onSuccess: onAnswer });
}

/** Persists a checkpoint's removal on the server, then forgets it locally (spec §4). */
export function useRemoveCheckpoint() {
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.removeCheckpoint(id);
      return id;
    },
    onSuccess: (id) => removeCheckpoint(id),
  });
}
