import { createHmac } from 'node:crypto';
import { facebookErrorCodes } from '@orbita/contracts';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';

/** What Facebook's `/me?fields=id,name,email` says about the person. */
export interface FacebookProfile {
  id: string;
  name: string | null;
  email: string | null;
}

export const facebookErrors = {
  unavailable: () =>
    new AppError(
      400,
      facebookErrorCodes.unavailable,
      'A conexão com o Facebook não está disponível neste servidor.',
    ),
  state: () =>
    new AppError(
      400,
      facebookErrorCodes.state,
      'Este pedido de conexão com o Facebook expirou ou não foi feito nesta sessão. Tente conectar de novo.',
    ),
  signInState: () =>
    new AppError(
      400,
      facebookErrorCodes.state,
      'Este pedido para entrar com o Facebook expirou ou foi aberto em outro navegador. Tente de novo.',
    ),
  invalid: () =>
    new AppError(
      400,
      facebookErrorCodes.invalid,
      'O Facebook não confirmou a conexão. Tente conectar de novo.',
    ),
  unreachable: () =>
    new AppError(
      503,
      facebookErrorCodes.unreachable,
      'Não foi possível falar com o Facebook agora. Tente de novo em instantes.',
    ),
};

/** Where the dialog sends the browser back: the profile page, which posts `code` and `state`. */
export const facebookRedirectUri = (config: Config) => `${config.APP_URL}/me/perfil`;
/** Sign-in with Facebook comes back to the sign-in page instead. */
export const facebookSignInRedirectUri = (config: Config) => `${config.APP_URL}/`;

export function facebookCredentials(config: Config): { appId: string; secret: string } | null {
  const appId = config.FACEBOOK_APP_ID?.trim();
  const secret = config.FACEBOOK_APP_SECRET?.trim();
  return appId && secret ? { appId, secret } : null;
}

export function facebookDialogUrl(
  config: Config,
  appId: string,
  state: string,
  redirectUri = facebookRedirectUri(config),
): string {
  const url = new URL(config.FACEBOOK_AUTH_URL);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'public_profile,email');
  return url.toString();
}

const tokenSchema = z.object({ access_token: z.string().min(1) });
const profileSchema = z.object({
  id: z.string().regex(/^\d{1,40}$/),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});

const TIMEOUT_MS = 10_000;

/** GETs Graph API JSON; a network failure or a 5xx is "unreachable", any other refusal "invalid". */
async function graphGet(base: string, path: string, params: Record<string, string>) {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw facebookErrors.unreachable();
  }
  if (res.status >= 500) throw facebookErrors.unreachable();
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw facebookErrors.invalid();
  return body;
}

/**
 * Trades the dialog's `code` for an access token (server to server, with the app secret),
 * then reads `/me`. The token is used once and never stored; `appsecret_proof` proves the
 * call comes from the app's server.
 */
export async function exchangeFacebookCode(
  config: Config,
  code: string,
  redirectUri = facebookRedirectUri(config),
): Promise<FacebookProfile> {
  const credentials = facebookCredentials(config);
  if (!credentials) throw facebookErrors.unavailable();
  const token = tokenSchema.safeParse(
    await graphGet(config.FACEBOOK_GRAPH_URL, '/oauth/access_token', {
      client_id: credentials.appId,
      client_secret: credentials.secret,
      redirect_uri: redirectUri,
      code,
    }),
  );
  if (!token.success) throw facebookErrors.invalid();
  const accessToken = token.data.access_token;
  const profile = profileSchema.safeParse(
    await graphGet(config.FACEBOOK_GRAPH_URL, '/me', {
      fields: 'id,name,email',
      access_token: accessToken,
      appsecret_proof: createHmac('sha256', credentials.secret).update(accessToken).digest('hex'),
    }),
  );
  if (!profile.success) throw facebookErrors.invalid();
  return {
    id: profile.data.id,
    name: profile.data.name?.trim().slice(0, 120) || null,
    email: profile.data.email ?? null,
  };
}
