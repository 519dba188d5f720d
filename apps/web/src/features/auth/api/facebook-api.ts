import { facebookEndpoints as facebook, type FacebookConnection } from '@orbita/contracts/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { startSession } from './session-sync';

/** The profile's Facebook connection: one key, written by every answer of the routes. */
export const facebookQueries = {
  connection: () =>
    queryOptions({
      queryKey: ['auth', 'facebook'] as const,
      queryFn: ({ signal }) => callApi(facebook.facebookConnection, { signal }),
    }),
};

function useConnectionAnswer() {
  const client = useQueryClient();
  return (answer: FacebookConnection) =>
    client.setQueryData(facebookQueries.connection().queryKey, answer);
}

/** Asks the server for the dialog address (with this session's state) and goes there. */
export function useStartFacebook(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: () => callApi(facebook.startFacebook),
    onSuccess: ({ url }) => go(url),
  });
}

/** Back from the dialog: the server trades the code and links the account. */
export function useConnectFacebook() {
  const onAnswer = useConnectionAnswer();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      callApi(facebook.connectFacebook, { body }),
    onSuccess: onAnswer,
  });
}

export function useDisconnectFacebook() {
  const onAnswer = useConnectionAnswer();
  return useMutation({
    mutationFn: () => callApi(facebook.disconnectFacebook),
    onSuccess: onAnswer,
  });
}

/** Signed out: the dialog address (the state rides in an httpOnly cookie), then go there. */
export function useStartFacebookSignIn(
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  return useMutation({
    mutationFn: () => callApi(facebook.startFacebookSignIn),
    onSuccess: ({ url }) => go(url),
  });
}

/** Back on the sign-in page: the session of the person who linked this Facebook account. */
export function useFacebookSignIn() {
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      callApi(facebook.facebookSignIn, { body }),
    onSuccess: startSession,
  });
}
