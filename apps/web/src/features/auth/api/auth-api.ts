import {
  authEndpoints as auth,
  type changePasswordBodySchema,
  type loginBodySchema,
  type registerBodySchema,
  type Session,
  type updateMeBodySchema,
} from '@orbita/contracts/auth';
import type { z } from 'zod';
import { callApi } from '../../../platform/http';

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
  login: (body: LoginBody) => callApi(auth.login, { body }),
  register: (body: RegisterBody) => callApi(auth.register, { body }),
  confirm: (token: string) => callApi(auth.confirm, { body: { token } }),
  resendConfirmation: (email: string) => callApi(auth.resendConfirmation, { body: { email } }),
  recover: (email: string) => callApi(auth.recover, { body: { email } }),
  resetCheck: (token: string) => callApi(auth.resetCheck, { body: { token } }),
  reset: (token: string, password: string): Promise<ResetAnswer> =>
    callApi(auth.reset, { body: { token, password } }),
  google: (credential: string) => callApi(auth.google, { body: { credential } }),
  updateMe: (body: UpdateMeBody) => callApi(auth.updateMe, { body }),
  changePassword: (body: ChangePasswordBody) => callApi(auth.changePassword, { body }),
  connectGoogle: (credential: string) => callApi(auth.connectGoogle, { body: { credential } }),
  disconnectGoogle: () => callApi(auth.disconnectGoogle),
  removeCheckpoint: (id: string) => callApi(auth.removeCheckpoint, { params: { id } }),
};
