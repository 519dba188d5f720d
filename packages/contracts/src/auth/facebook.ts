import { z } from 'zod';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { sessionSchema } from './session';

/**
 * Facebook connection on the profile (spec §2 "conexões"): the OAuth 2 authorization-code
 * flow. `start` gives the dialog address with a `state` bound to the caller's session; the
 * dialog sends the browser back to the profile with `code` and `state`, which the profile
 * posts to `connect`; the server trades the code for a token and reads `/me` itself.
 */
export const facebookConnectionSchema = z.object({
  /** The server has FACEBOOK_APP_ID and FACEBOOK_APP_SECRET. */
  available: z.boolean(),
  linked: z.boolean(),
  /** The Facebook profile's name when it was linked (shown next to "Conectado"). */
  name: z.string().nullable(),
});
export type FacebookConnection = z.infer<typeof facebookConnectionSchema>;

export const facebookStartSchema = z.object({ url: z.string() });

export const facebookConnectBodySchema = z.strictObject({
  code: z.string().min(1, 'Código do Facebook ausente.').max(2048),
  state: z.string().min(1, 'Pedido de conexão ausente.').max(200),
});

/** Stable `code`s of the Facebook connection's refusals (the web shows `message`). */
export const facebookErrorCodes = {
  unavailable: 'auth.facebook_unavailable',
  state: 'auth.facebook_state',
  invalid: 'auth.facebook_invalid',
  unreachable: 'auth.facebook_unreachable',
  conflict: 'auth.facebook_conflict',
  lastCredential: 'auth.facebook_last_credential',
  notLinked: 'auth.facebook_not_linked',
} as const;

export const facebookEndpoints = {
  facebookConnection: defineEndpoint({
    method: 'GET',
    path: '/api/app/me/facebook',
    response: schemaType<typeof facebookConnectionSchema>(),
  }),
  startFacebook: defineEndpoint({
    method: 'POST',
    path: '/api/app/me/facebook/start',
    response: schemaType<typeof facebookStartSchema>(),
  }),
  connectFacebook: defineEndpoint({
    method: 'POST',
    path: '/api/app/me/facebook',
    body: schemaType<typeof facebookConnectBodySchema>(),
    response: schemaType<typeof facebookConnectionSchema>(),
  }),
  /** Signed out: the dialog address; the state goes into an httpOnly cookie. */
  startFacebookSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/facebook/start',
    response: schemaType<typeof facebookStartSchema>(),
  }),
  /** Back on the sign-in page: a session for the person this Facebook account is linked to. */
  facebookSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/facebook',
    body: schemaType<typeof facebookConnectBodySchema>(),
    response: schemaType<typeof sessionSchema>(),
  }),
  disconnectFacebook: defineEndpoint({
    method: 'DELETE',
    path: '/api/app/me/facebook',
    response: schemaType<typeof facebookConnectionSchema>(),
  }),
};
