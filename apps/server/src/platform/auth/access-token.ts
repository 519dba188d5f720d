import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { webcrypto } from 'node:crypto';
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

// Given the raw bytes, jose imports the key into WebCrypto again on every call: imported once
// per key here (the bench's profile of a signed-in GET had ~3 % of its CPU in that import).
const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = importedKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    importedKeys.set(key, imported);
  }
  return imported;
}

/**
 * Tokens already verified (signature, algorithm, issuer, audience, claims), per key, by their
 * exact text: the text carries its signature, so verifying it again can only give the same
 * answer, and the WebCrypto HMAC check was the largest part of authenticating a request
 * (~8 % of a signed-in GET's CPU). Expiry is still checked on every use, as jose does;
 * revocation never depended on the token (authenticate reads the session on each request).
 * At most VERIFIED_MAX per key, the oldest dropped first.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedAccess>>();
const VERIFIED_MAX = 10_000;

function remember(key: Uint8Array, token: string, claims: VerifiedAccess): void {
  let tokens = verifiedTokens.get(key);
  if (!tokens) verifiedTokens.set(key, (tokens = new Map()));
  if (tokens.size >= VERIFIED_MAX) tokens.delete(tokens.keys().next().value!);
  tokens.set(token, claims);
}

/** jose's rule: expired once `exp` (seconds) is at or before the current second. */
const isExpired = (claims: VerifiedAccess) =>
  claims.expiresAt / 1000 <= Math.floor(Date.now() / 1000);

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
    .sign(await hmacKey(key));
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
  const known = verifiedTokens.get(key)?.get(token);
  if (known) {
    if (!isExpired(known)) return known;
    verifiedTokens.get(key)?.delete(token);
    return options.allowExpired ? known : null;
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const claims = toClaims(payload);
    if (claims) remember(key, token, claims);
    return claims;
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
