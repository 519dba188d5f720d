import type {
  AppState,
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  Session,
  updateMeBodySchema,
} from '@orbita/contracts/auth';
import type { z } from 'zod';
import { http, type RequestOptions } from '../../../platform/http';

export type LoginBody = z.input<typeof loginBodySchema>;
export type RegisterBody = z.input<typeof registerBodySchema>;
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Reset answers a session (signed in at once) or only a message (sign in next). */
export type ResetAnswer = Session | { message: string } | undefined;

export function isSession(value: unknown): value is Session {
  return (
    !!value && typeof value === 'object' && typeof (value as { token?: unknown }).token === 'string'
  );
}

/** The session API (`/api/auth/...`, `/api/app/me...`), typed by the contracts. */
export const authApi = {
  login: (body: LoginBody) => http.post<Session>('auth/login', body),
  register: (body: RegisterBody) => http.post<unknown>('auth/register', body),
  confirm: (token: string) => http.post<Session>('auth/confirm', { token }),
  resendConfirmation: (email: string) => http.post<unknown>('auth/resend-confirmation', { email }),
  recover: (email: string) => http.post<unknown>('auth/recover', { email }),
  reset: (token: string, password: string) =>
    http.post<ResetAnswer>('auth/reset', { token, password }),
  google: (credential: string) => http.post<Session>('auth/google', { credential }),
  app: (options?: RequestOptions) => http.get<AppState>('auth/app', options),
  updateMe: (body: UpdateMeBody) => http.patch<AppState>('app/me', body),
  changePassword: (body: ChangePasswordBody) => http.post<unknown>('app/me/password', body),
  connectGoogle: (credential: string) => http.post<AppState>('app/me/google', { credential }),
  disconnectGoogle: () => http.delete<AppState>('app/me/google'),
  removeCheckpoint: (id: string) =>
    http.delete<unknown>(`app/me/checkpoints/${encodeURIComponent(id)}`),
};
