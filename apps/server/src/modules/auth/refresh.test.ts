import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '../../platform/identity/schema';
import { refreshTokens } from './schema';
import {
  authTestApp,
  CookieJar,
  PASSWORD,
  signedInMobileUser,
  signedInWebUser,
  testDatabase,
  webHeaders,
} from '../../test/kit';

const database = testDatabase();
const app = await authTestApp(); // default leeway: 10 s
const strict = await authTestApp({ AUTH_REFRESH_LEEWAY_MS: '300' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const refreshWeb = (target: FastifyInstance, jar: CookieJar, options: { xsrf?: boolean } = {}) =>
  target.inject({ method: 'POST', url: '/api/auth/refresh', headers: webHeaders(jar, options) });
const refreshMobile = (target: FastifyInstance, refreshToken: string) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { 'x-client-type': 'mobile', authorization: `Bearer ${refreshToken}` },
  });
const appState = (target: FastifyInstance, token: string) =>
  target.inject({
    method: 'GET',
    url: '/api/auth/app',
    headers: { authorization: `Bearer ${token}` },
  });

const expired = { message: 'Sua sessão expirou. Faça login novamente.', code: 'unauthenticated' };

describe('POST /api/auth/refresh (web)', () => {
  it('rotates the refresh cookie and answers the login body with a fresh access token', async () => {
    const { jar, session } = await signedInWebUser(app);
    const before = jar.get('orbita_refresh');
    const res = await refreshWeb(app, jar);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      checkpoints: session.checkpoints,
      user: session.user,
      workspaceId: session.workspaceId,
    });
    expect(body).not.toHaveProperty('refreshToken');
    jar.take(res);
    expect(jar.get('orbita_refresh')).not.toBe(before);
    expect(jar.get('XSRF-TOKEN')).toBeTruthy();
    expect((await appState(app, body.token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back after the leeway, and answers 401', async () => {
    const { jar, session } = await signedInWebUser(strict);
    const stolen = new CookieJar()
      .set('orbita_refresh', jar.get('orbita_refresh')!)
      .set('XSRF-TOKEN', jar.get('XSRF-TOKEN')!);
    const first = await refreshWeb(strict, jar);
    expect(first.statusCode).toBe(200);
    jar.take(first);
    const { token: newAccess } = first.json<{ token: string }>();

    await sleep(400);
    const replay = await refreshWeb(strict, stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(expired);

    // Everyone holding a token of the family is out, the legitimate holder too.
    expect((await refreshWeb(strict, jar)).statusCode).toBe(401);
    expect((await appState(strict, newAccess)).statusCode).toBe(401);
    expect((await appState(strict, session.token)).statusCode).toBe(401);
    const [family] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    expect(family).toMatchObject({ revokedReason: 'reuse' });
    expect(family!.revokedAt).toBeInstanceOf(Date);
  });

  it('answers the same successor to a second refresh of the same token within the leeway (two tabs)', async () => {
    // The default 10 s leeway: 300 ms could pass between two requests on a busy machine.
    const { jar } = await signedInWebUser(app);
    const tabB = new CookieJar()
      .set('orbita_refresh', jar.get('orbita_refresh')!)
      .set('XSRF-TOKEN', jar.get('XSRF-TOKEN')!);
    const a = await refreshWeb(app, jar);
    const b = await refreshWeb(app, tabB);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    jar.take(a);
    tabB.take(b);
    expect(jar.get('orbita_refresh')).toBe(tabB.get('orbita_refresh'));
    // The successor stays usable; the family is intact.
    expect((await refreshWeb(app, jar)).statusCode).toBe(200);
    expect((await refreshWeb(app, tabB)).statusCode).toBe(200);
  });

  it('lets two tabs refresh at the very same moment without signing the person out', async () => {
    const { jar } = await signedInWebUser(app);
    const results = await Promise.all([refreshWeb(app, jar), refreshWeb(app, jar)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const tokens = results.map((r) => r.cookies.find((c) => c.name === 'orbita_refresh')!.value);
    expect(new Set(tokens).size).toBe(1);
    for (const r of results)
      expect((await appState(app, r.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('mints one successor per token: 5 replays within the leeway leave 1 live sibling', async () => {
    const { jar, session } = await signedInWebUser(app);
    const used = new CookieJar()
      .set('orbita_refresh', jar.get('orbita_refresh')!)
      .set('XSRF-TOKEN', jar.get('XSRF-TOKEN')!);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await refreshWeb(app, used));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const successors = answers.map(
      (r) => r.cookies.find((c) => c.name === 'orbita_refresh')!.value,
    );
    expect(new Set(successors).size).toBe(1);
    const [family] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    const live = await database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, family!.id), isNull(refreshTokens.usedAt)));
    expect(live).toHaveLength(1);
    expect(live[0]!.id).toBe(successors[0]!.split('.')[0]);
  });

  it('requires the XSRF header to match the cookie', async () => {
    const { jar } = await signedInWebUser(app);
    const missing = await refreshWeb(app, jar, { xsrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      message:
        'Não foi possível confirmar a origem da requisição. Recarregue a página e tente de novo.',
      code: 'xsrf',
    });
    const mismatched = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...webHeaders(jar), 'x-xsrf-token': 'outro-valor' },
    });
    expect(mismatched.statusCode).toBe(403);
    // The refused attempts did not use the token.
    expect((await refreshWeb(app, jar)).statusCode).toBe(200);
  });

  it('answers 401 without a refresh cookie, with a made-up one and after the 30-day family lifetime', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(expired);

    const { jar, session, email } = await signedInWebUser(app);
    const forged = new CookieJar()
      .set('orbita_refresh', `${jar.get('orbita_refresh')!.split('.')[0]}.${'A'.repeat(43)}`)
      .set('XSRF-TOKEN', 'x');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          headers: { ...webHeaders(forged), 'x-xsrf-token': 'x' },
        })
      ).statusCode,
    ).toBe(401);

    await database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, session.user.id));
    expect((await refreshWeb(app, jar)).statusCode).toBe(401);
    expect((await appState(app, session.token)).statusCode).toBe(401);

    // The dead family is swept at the person's next sign-in.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const families = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    expect(families).toHaveLength(1);
    expect(families[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('stores only hashes, with the parent chain of the family', async () => {
    const { jar, session } = await signedInWebUser(app);
    const first = jar.get('orbita_refresh')!;
    jar.take(await refreshWeb(app, jar));
    const [family] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    const rows = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, family!.id));
    expect(rows).toHaveLength(2);
    const root = rows.find((r) => r.parentId === null)!;
    expect(root.id).toBe(first.split('.')[0]);
    expect(root.usedAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.parentId === root.id)!.usedAt).toBeNull();
    for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((r) => r.tokenHash).join()).not.toContain(first.split('.')[1]);
  });
});

describe('POST /api/auth/refresh (mobile)', () => {
  it('reads the refresh token from the bearer header, sets no cookie and returns the next token in the body', async () => {
    const { session } = await signedInMobileUser(app);
    const res = await refreshMobile(app, session.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const next = res.json<{ token: string; refreshToken: string }>();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await appState(app, next.token)).statusCode).toBe(200);
    expect((await refreshMobile(app, next.refreshToken)).statusCode).toBe(200);
  });

  it('answers the same successor to a mobile replay within the leeway', async () => {
    const { session } = await signedInMobileUser(app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await refreshMobile(app, session.refreshToken));
    const next = answers.map((r) => r.json<{ refreshToken: string }>().refreshToken);
    expect(new Set(next).size).toBe(1);
    expect((await refreshMobile(app, next[0]!)).statusCode).toBe(200);
  });

  it('detects reuse for mobile too', async () => {
    const { session } = await signedInMobileUser(strict);
    const next = (await refreshMobile(strict, session.refreshToken)).json<{
      refreshToken: string;
    }>();
    await sleep(400);
    expect((await refreshMobile(strict, session.refreshToken)).statusCode).toBe(401);
    expect((await refreshMobile(strict, next.refreshToken)).statusCode).toBe(401);
  });

  it('does not accept a mobile token through the web cookie, nor a web token as a mobile bearer', async () => {
    const { session } = await signedInMobileUser(app);
    const asCookie = new CookieJar()
      .set('orbita_refresh', session.refreshToken)
      .set('XSRF-TOKEN', 'x');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          headers: { ...webHeaders(asCookie) },
        })
      ).statusCode,
    ).toBe(401);

    const web = await signedInWebUser(app);
    expect((await refreshMobile(app, web.jar.get('orbita_refresh')!)).statusCode).toBe(401);
    // Neither attempt spent the tokens.
    expect((await refreshMobile(app, session.refreshToken)).statusCode).toBe(200);
    expect((await refreshWeb(app, web.jar)).statusCode).toBe(200);
  });

  it('answers 401 to a mobile refresh without a bearer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-client-type': 'mobile' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
