import { useMutation } from '@tanstack/react-query';
import { authApi, isSession, type RegisterBody } from './auth-api';
import { startSession } from './session-sync';

export function useGoogleLogin() {
  return useMutation({
    mutationFn: (credential: string) => authApi.google(credential),
    onSuccess: startSession,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => authApi.register(body) });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: (email: string) => authApi.resendConfirmation(email) });
}

export function useRecover() {
  return useMutation({ mutationFn: (email: string) => authApi.recover(email) });
}

export function useReset() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      authApi.reset(token, password),
    onSuccess: (answer) => {
      if (isSession(answer)) startSession(answer);
    },
  });
}
