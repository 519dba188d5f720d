import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { z } from 'zod';

const ISSUER = 'orbita';
const AUDIENCE = 'orbita-api';

export interface AccessClaims {
  userId: string;
  /** The refresh family (auth_sessions.id) the token was issued for. */
  sessionId: string;
}

/** What a verified token says: its claims and when it stops being accepted. */
export interface VerifiedAccess extends AccessClaims {
  /** `exp`, in milliseconds since the epoch (a socket opened with the token closes then). */
  expiresAt: number;
}

const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid(), exp: z.number() });

/** A short-lived HS256 JWT: `sub` = user, `sid` = session family. */
export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

function toClaims(payload: JWTPayload): VerifiedAccess | null {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { sub, sid, exp } = parsed.data;
  return { userId: sub, sessionId: sid, expiresAt: exp * 1000 };
}

/**
 * The claims of a valid token, or null. `allowExpired` is for logout only: the signature
 * is still checked (jose verifies it before the claims), only the expiry is forgiven, so
 * a person whose access token just expired can still end their session.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<VerifiedAccess | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    return toClaims(payload);
  } catch (error) {
    if (options.allowExpired && error instanceof errors.JWTExpired) {
      // jose may stop at `exp` before checking the rest, so check issuer and audience here.
      const { payload } = error;
      const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      return payload.iss === ISSUER && audience.includes(AUDIENCE) ? toClaims(payload) : null;
    }
    return null;
  }
}
