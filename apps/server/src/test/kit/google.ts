import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll } from 'vitest';

export const GOOGLE_CLIENT_ID = 'orbita-teste.apps.googleusercontent.com';

export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
  aud: string;
  iss: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn: number;
}

/**
 * A stand-in for Google: a JWKS served over HTTP on 127.0.0.1 (what GOOGLE_JWKS_URL points
 * at) and ID tokens signed with its key — or with a stranger's key, to test signatures.
 */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'chave-teste', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;

  const sign = (overrides: Partial<GoogleClaims> = {}, key: CryptoKey = privateKey) => {
    const claims: GoogleClaims = {
      sub: randomUUID().replace(/-/g, ''),
      email: `google-${randomUUID()}@gmail.com`,
      email_verified: true,
      name: 'Gabriela Nunes',
      picture: 'https://lh3.googleusercontent.com/a/foto',
      aud: GOOGLE_CLIENT_ID,
      iss: 'https://accounts.google.com',
      expiresIn: 3600,
      ...overrides,
    };
    const { aud, iss, expiresIn, sub, ...rest } = claims;
    const now = Math.floor(Date.now() / 1000);
    const token = new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'RS256', kid: 'chave-teste', typ: 'JWT' })
      .setSubject(sub)
      .setAudience(aud)
      .setIssuer(iss)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + expiresIn)
      .sign(key);
    return token.then((credential) => ({ credential, claims }));
  };

  return { jwksUrl, sign, strangerKey: stranger.privateKey };
}
