import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  appStateSchema,
  changePasswordBodySchema,
  confirmBodySchema,
  googleBodySchema,
  loginBodySchema,
  messageSchema,
  recoverBodySchema,
  registerBodySchema,
  resendConfirmationBodySchema,
  resetBodySchema,
  resetCheckBodySchema,
  sessionSchema,
  updateMeBodySchema,
} from './session';

/** The session API (`/api/auth/...`) and the person's own settings (`/api/app/me...`). */
export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: schemaType<typeof registerBodySchema>(),
    response: schemaType<typeof messageSchema>(),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/auth/confirm',
    body: schemaType<typeof confirmBodySchema>(),
    response: schemaType<typeof sessionSchema>(),
  }),
  resendConfirmation: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-confirmation',
    body: schemaType<typeof resendConfirmationBodySchema>(),
    response: schemaType<typeof messageSchema>(),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: schemaType<typeof loginBodySchema>(),
    response: schemaType<typeof sessionSchema>(),
  }),
  google: defineEndpoint({
    method: 'POST',
    path: '/api/auth/google',
    body: schemaType<typeof googleBodySchema>(),
    response: schemaType<typeof sessionSchema>(),
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    response: schemaType<typeof sessionSchema>(),
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    response: schemaType<typeof noContentSchema>(),
  }),
  app: defineEndpoint({
    method: 'GET',
    path: '/api/auth/app',
    response: schemaType<typeof appStateSchema>(),
  }),
  recover: defineEndpoint({
    method: 'POST',
    path: '/api/auth/recover',
    body: schemaType<typeof recoverBodySchema>(),
    response: schemaType<typeof messageSchema>(),
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset',
    body: schemaType<typeof resetBodySchema>(),
    response: schemaType<typeof messageSchema>(),
  }),
  resetCheck: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset/check',
    body: schemaType<typeof resetCheckBodySchema>(),
    response: schemaType<typeof noContentSchema>(),
  }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/api/app/me',
    body: schemaType<typeof updateMeBodySchema>(),
    response: schemaType<typeof appStateSchema>(),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/app/me/password',
    body: schemaType<typeof changePasswordBodySchema>(),
    response: schemaType<typeof noContentSchema>(),
  }),
  connectGoogle: defineEndpoint({
    method: 'POST',
    path: '/api/app/me/google',
    body: schemaType<typeof googleBodySchema>(),
    response: schemaType<typeof appStateSchema>(),
  }),
  disconnectGoogle: defineEndpoint({
    method: 'DELETE',
    path: '/api/app/me/google',
    response: schemaType<typeof appStateSchema>(),
  }),
  removeCheckpoint: defineEndpoint({
    method: 'DELETE',
    path: '/api/app/me/checkpoints/{id}',
    response: schemaType<typeof noContentSchema>(),
  }),
};
