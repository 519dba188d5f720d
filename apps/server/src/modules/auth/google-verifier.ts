import { authErrorCodes, httpUrl } from '@orbita/contracts';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().email().max(254),
  // Google sends a boolean; some older tokens carried the string "true".
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
  name: z.string().max(200).optional(),
  // Becomes the avatar: http(s) only (issue 14); any other picture is dropped, not the sign-in.
  picture: httpUrl().optional().catch(undefined),
});

export const googleErrors = {
  unavailable: () => AppError.validation('O login com Google não está disponível neste servidor.'),
  invalid: () =>
    AppError.unauthenticated(
      'Não foi possível confirmar sua conta Google. Tente de novo.',
      authErrorCodes.googleInvalid,
    ),
  unreachable: () =>
    new AppError(
      503,
      'unavailable',
      'Não foi possível falar com o Google agora. Tente de novo em instantes.',
    ),
};

/**
 * Verifies a Google ID token (the credential of Google Identity Services): RS256 signature
 * against the JWKS at GOOGLE_JWKS_URL (fetched once and cached by jose), audience =
 * GOOGLE_CLIENT_ID, issuer, expiry.
 */
export function createGoogleVerifier(config: Config): GoogleVerifier {
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  return async (credential) => {
    const clientId = config.GOOGLE_CLIENT_ID;
    if (!clientId) throw googleErrors.unavailable();
    jwks ??= createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(credential, jwks, {
        audience: clientId,
        issuer: ['accounts.google.com', 'https://accounts.google.com'],
        algorithms: ['RS256'],
      }));
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || error instanceof TypeError)
        throw googleErrors.unreachable();
      throw googleErrors.invalid();
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw googleErrors.invalid();
    const { sub, email, email_verified, name, picture } = claims.data;
    return {
      sub,
      email,
      emailVerified: email_verified === true,
      name: name ?? null,
      picture: picture ?? null,
    };
  };
}
