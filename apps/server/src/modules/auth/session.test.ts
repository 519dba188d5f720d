import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../platform/auth';
import { authSessions } from '../../platform/identity/schema';
import {
  aiTokenCookie,
  authTestApp,
  CookieJar,
  signedInMobileUser,
  signedInWebUser,
  testDatabase,
  webHeaders,
  appStateStatus,
} from '../../test/kit';

const database = testDatabase();
const app = await authTestApp();
const signedOut = { message: 'Faça login para continuar.', code: 'unauthenticated' };

describe('request authentication', () => {
  it('GET auth/app answers 401 in pt-BR when signed out, with a garbage token and with a forged one', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/auth/app' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(signedOut);

    const garbage = await app.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(garbage.statusCode).toBe(401);

    const { session } = await signedInWebUser(app);
    const forgedKey = new TextEncoder().encode('x'.repeat(32));
    const [family] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    const forged = await signAccessToken(
      forgedKey,
      { userId: session.user.id, sessionId: family!.id },
      900,
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);

    const unreadable = await app.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { cookie: 'ai-token=%7Bnao-json' },
    });
    expect(unreadable.statusCode).toBe(401);
  });

  it('refuses an expired access token', async () => {
    const { session } = await signedInWebUser(app);
    const keys = await app.authKeys();
    const [family] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    const old = await signAccessToken(
      keys.access,
      { userId: session.user.id, sessionId: family!.id },
      -1,
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { authorization: `Bearer ${old}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(signedOut);
  });

  it('issues access tokens that last AUTH_ACCESS_TOKEN_TTL_SECONDS (15 minutes by default)', async () => {
    const { session } = await signedInWebUser(app);
    const [, payload] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      exp: number;
      iat: number;
      sub: string;
      sid: string;
    };
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.sub).toBe(session.user.id);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);

    // A loaded machine may take longer than the TTL to answer, so the test reads the token's
    // own expiry: an answer that came back before it must be 200, any request after it 401.
    const short = await authTestApp({ AUTH_ACCESS_TOKEN_TTL_SECONDS: '2' });
    const { session: brief } = await signedInWebUser(short);
    const [, briefPayload] = brief.token.split('.');
    const expiresAt =
      (JSON.parse(Buffer.from(briefPayload!, 'base64url').toString()) as { exp: number }).exp *
      1000;
    // The configured 2 s, not the default 15 min (it can only be less by now).
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(2000);
    const before = await appStateStatus(short, brief.token);
    if (Date.now() < expiresAt) expect(before).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 50));
    expect(await appStateStatus(short, brief.token)).toBe(401);
  });

  it('accepts the ai-token cookie for reads, and for writes only with the matching XSRF header', async () => {
    const { jar } = await signedInWebUser(app, { name: 'Elisa Melo' });
    const read = await app.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { cookie: jar.header() },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().user.name).toBe('Elisa Melo');

    const noHeader = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: webHeaders(jar, { xsrf: false }),
      payload: { name: 'Invasor' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('xsrf');
    const wrongHeader = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: { ...webHeaders(jar), 'x-xsrf-token': 'chute' },
      payload: { name: 'Invasor' },
    });
    expect(wrongHeader.statusCode).toBe(403);
    const noCookie = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: {
        cookie: `ai-token=${jar.get('ai-token')}`,
        'x-xsrf-token': jar.get('XSRF-TOKEN')!,
      },
      payload: { name: 'Invasor' },
    });
    expect(noCookie.statusCode).toBe(403);
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/auth/app', headers: { cookie: jar.header() } })
      ).json().user.name,
    ).toBe('Elisa Melo');

    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: webHeaders(jar),
      payload: { name: 'Elisa M.' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Elisa M.');
  });

  it('lets a bearer win over the cookie, and needs no XSRF header for bearer writes', async () => {
    const a = await signedInWebUser(app, { name: 'Pessoa A' });
    const b = await signedInWebUser(app, { name: 'Pessoa B' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { cookie: a.jar.header(), authorization: `Bearer ${b.session.token}` },
    });
    expect(res.json().user.name).toBe('Pessoa B');
    const invalidBearer = await app.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { cookie: a.jar.header(), authorization: 'Bearer nada' },
    });
    expect(invalidBearer.statusCode).toBe(401);

    const write = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: { authorization: `Bearer ${b.session.token}` },
      payload: { accountType: 'creator' },
    });
    expect(write.statusCode).toBe(200);
    expect(write.json().user.accountType).toBe('creator');
  });

  it('answers auth/app with the person, workspaces with roles, current workspace, checkpoints and settings', async () => {
    const withGoogle = await authTestApp({
      GOOGLE_CLIENT_ID: 'cliente-123.apps.googleusercontent.com',
    });
    const { session } = await signedInWebUser(withGoogle, { name: 'Fábio Reis' });
    const res = await withGoogle.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.json()).toEqual({
      user: { ...session.user, hasPassword: true, googleLinked: false, emailConfirmed: true },
      workspaces: [
        { id: session.workspaceId, name: 'Espaço de Fábio', kind: 'personal', role: 'owner' },
      ],
      workspaceId: session.workspaceId,
      role: 'owner',
      checkpoints: ['boas-vindas', 'tipo-conta'],
      settings: {
        googleClientId: 'cliente-123.apps.googleusercontent.com',
        facebookAvailable: false,
      },
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the family, clears both cookies and answers 204 (web)', async () => {
    const { jar, session } = await signedInWebUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: webHeaders(jar),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cleared.orbita_refresh).toMatchObject({ value: '', path: '/api/auth' });
    expect(cleared['XSRF-TOKEN']).toMatchObject({ value: '', path: '/' });

    expect(await appStateStatus(app, session.token)).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: webHeaders(jar) }))
        .statusCode,
    ).toBe(401);
    const [family] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    expect(family!.revokedReason).toBe('logout');
  });

  it('answers 204 when already signed out, with or without stale cookies, and needs no XSRF then', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    const { jar } = await signedInWebUser(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: webHeaders(jar) }))
        .statusCode,
    ).toBe(204);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: webHeaders(jar, { xsrf: false }),
    });
    expect(again.statusCode).toBe(204);
  });

  it('requires the XSRF header while a cookie session is alive (a foreign page cannot sign you out)', async () => {
    const { jar, session } = await signedInWebUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: webHeaders(jar, { xsrf: false }),
    });
    expect(res.statusCode).toBe(403);
    expect(await appStateStatus(app, session.token)).toBe(200);

    // Only the ai-token cookie (the refresh cookie is path-limited elsewhere): still a cookie session.
    const onlyAccess = new CookieJar()
      .set('ai-token', aiTokenCookie(session.token))
      .set('XSRF-TOKEN', jar.get('XSRF-TOKEN')!);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: webHeaders(onlyAccess, { xsrf: false }),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: webHeaders(onlyAccess),
        })
      ).statusCode,
    ).toBe(204);
    expect(await appStateStatus(app, session.token)).toBe(401);
  });

  it('signs a mobile client out with its bearer access token, without cookies', async () => {
    const { session } = await signedInMobileUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-client-type': 'mobile', authorization: `Bearer ${session.token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-client-type': 'mobile', authorization: `Bearer ${session.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('signs out with an access token that just expired, and with a mobile refresh token', async () => {
    const { session } = await signedInWebUser(app);
    const keys = await app.authKeys();
    const [family] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    const expiredToken = await signAccessToken(
      keys.access,
      { userId: session.user.id, sessionId: family!.id },
      -60,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { authorization: `Bearer ${expiredToken}` },
        })
      ).statusCode,
    ).toBe(204);
    const [after] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, family!.id));
    expect(after!.revokedReason).toBe('logout');

    const mobile = await signedInMobileUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        'x-client-type': 'mobile',
        authorization: `Bearer ${mobile.session.refreshToken}`,
      },
    });
    expect(res.statusCode).toBe(204);
    expect(await appStateStatus(app, mobile.session.token)).toBe(401);
  });
});
