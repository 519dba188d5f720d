import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'segredo-do-app-de-teste';

export interface FakeFacebookProfile {
  id: string;
  name?: string;
  email?: string;
}

interface Grant {
  profile: FakeFacebookProfile;
  redirectUri: string;
  used: boolean;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const oauthError = (res: http.ServerResponse, message: string) =>
  json(res, 400, { error: { message, type: 'OAuthException', code: 100 } });

/**
 * A stand-in for Facebook on 127.0.0.1 that speaks the same protocol: the login dialog
 * (`/dialog/oauth`, approves at once as `approveAs`'s person and redirects back with
 * `code` and `state`), `/oauth/access_token` (checks app id, secret, redirect_uri and a
 * single-use code) and `/me` (checks the token and its `appsecret_proof`). `down` makes the
 * Graph API answer 500. For server tests and the browser test alike.
 */
export async function startFakeFacebook(): Promise<{
  authUrl: string;
  graphUrl: string;
  approveAs: (profile: FakeFacebookProfile) => void;
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
  env: Record<string, string>;
}> {
  let next: FakeFacebookProfile = { id: '100000000000001', name: 'Fábio Facebook' };
  let down = false;
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeFacebookProfile>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams;
    if (url.pathname === '/dialog/oauth') {
      const redirectUri = q.get('redirect_uri');
      if (q.get('client_id') !== FACEBOOK_APP_ID || !redirectUri)
        return oauthError(res, 'Invalid app');
      const code = randomBytes(16).toString('hex');
      grants.set(code, { profile: next, redirectUri, used: false });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (down) return json(res, 500, { error: { message: 'Service unavailable' } });
    if (url.pathname === '/oauth/access_token') {
      const grant = grants.get(q.get('code') ?? '');
      if (q.get('client_id') !== FACEBOOK_APP_ID || q.get('client_secret') !== FACEBOOK_APP_SECRET)
        return oauthError(res, 'Error validating client secret.');
      if (!grant || grant.used) return oauthError(res, 'Invalid verification code format.');
      if (grant.redirectUri !== q.get('redirect_uri'))
        return oauthError(res, 'Error validating verification code.');
      grant.used = true;
      const token = randomBytes(24).toString('hex');
      tokens.set(token, grant.profile);
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname === '/me') {
      const token = q.get('access_token') ?? '';
      const profile = tokens.get(token);
      const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
      if (!profile || q.get('appsecret_proof') !== proof)
        return oauthError(res, 'Invalid OAuth access token.');
      const fields = (q.get('fields') ?? 'id').split(',');
      return json(
        res,
        200,
        Object.fromEntries(Object.entries(profile).filter(([key]) => fields.includes(key))),
      );
    }
    json(res, 404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const authUrl = `${base}/dialog/oauth`;
  return {
    authUrl,
    graphUrl: base,
    approveAs: (profile) => {
      next = profile;
    },
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    env: {
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_AUTH_URL: authUrl,
      FACEBOOK_GRAPH_URL: base,
    },
  };
}
