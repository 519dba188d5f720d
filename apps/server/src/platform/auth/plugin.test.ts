import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, inject } from 'vitest';
import { memberships, workspaces } from '../identity/schema';
import { connectDatabase } from '../db/client';
import { verifyAccessToken } from './access-token';
import { authenticateUpgrade } from './index';
import { deriveKeys, loadServerSecret } from './keys';
import { serverSecrets } from './schema';
import {
  addMembership,
  aiTokenCookie,
  createMember,
  signedInMobileUser,
  signedInWebUser,
  testApp,
  testDatabase,
} from '../../test/kit';

const database = testDatabase();

/** A full app plus two probe routes, registered before `ready()`. */
const app = await testApp(
  { AUTH_REGISTER_LIMIT: '1000' },
  {
    probes: (probed) => {
      probed.get('/api/test/member', { preHandler: probed.requireMember }, async (request) => ({
        ...request.member,
        via: request.auth.via,
      }));
      probed.post(
        '/api/test/member',
        { preHandler: probed.requireMember },
        async (request) => request.member,
      );
      probed.get('/api/test/upgrade', async (request) => authenticateUpgrade(request));
    },
  },
);

describe('app.requireMember', () => {
  it('resolves the current workspace and the role from the database', async () => {
    const { session } = await signedInWebUser(app);
    const res = await app.inject({
      url: '/api/test/member',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: session.user.id,
      workspaceId: session.workspaceId,
      role: 'owner',
      via: 'bearer',
    });
  });

  it('uses X-Workspace-Id when given: a member gets their role there, anyone else a 404', async () => {
    const { session } = await signedInWebUser(app);
    const other = await createMember(database, 'owner');
    const outsider = await app.inject({
      url: '/api/test/member',
      headers: { authorization: `Bearer ${session.token}`, 'x-workspace-id': other.workspace.id },
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ message: 'Conta não encontrada.', code: 'not_found' });

    await addMembership(
      database,
      { workspaceId: other.workspace.id, userId: session.user.id },
      'editor',
    );
    const member = await app.inject({
      url: '/api/test/member',
      headers: { authorization: `Bearer ${session.token}`, 'x-workspace-id': other.workspace.id },
    });
    expect(member.json()).toMatchObject({ workspaceId: other.workspace.id, role: 'editor' });

    // Demoted: the next request sees it (the role never comes from the token).
    await database.db
      .update(memberships)
      .set({ role: 'viewer' })
      .where(eq(memberships.workspaceId, other.workspace.id));
    const demoted = await app.inject({
      url: '/api/test/member',
      headers: { authorization: `Bearer ${session.token}`, 'x-workspace-id': other.workspace.id },
    });
    expect(demoted.json()).toMatchObject({ role: 'viewer' });

    const bogus = await app.inject({
      url: '/api/test/member',
      headers: { authorization: `Bearer ${session.token}`, 'x-workspace-id': 'nao-e-uuid' },
    });
    expect(bogus.statusCode).toBe(404);
    const gone = await app.inject({
      url: '/api/test/member',
      headers: { authorization: `Bearer ${session.token}`, 'x-workspace-id': randomUUID() },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('authenticates first (401), and checks XSRF on cookie writes (403)', async () => {
    expect((await app.inject({ url: '/api/test/member' })).statusCode).toBe(401);
    const { jar } = await signedInWebUser(app);
    const read = await app.inject({ url: '/api/test/member', headers: { cookie: jar.header() } });
    expect(read.json()).toMatchObject({ via: 'cookie', role: 'owner' });
    const write = await app.inject({
      method: 'POST',
      url: '/api/test/member',
      headers: { cookie: jar.header() },
    });
    expect(write.statusCode).toBe(403);
    const writeOk = await app.inject({
      method: 'POST',
      url: '/api/test/member',
      headers: { cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN')! },
    });
    expect(writeOk.statusCode).toBe(200);
  });

  it('answers 404 when the person has no current workspace and sends no header', async () => {
    const { session } = await signedInWebUser(app);
    const [ws] = await database.db.insert(workspaces).values({ name: 'Outro' }).returning();
    await database.db.delete(memberships).where(eq(memberships.userId, session.user.id));
    await addMembership(database, { workspaceId: ws!.id, userId: session.user.id }, 'viewer');
    const res = await app.inject({
      url: '/api/test/member',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('authenticateUpgrade (WebSocket)', () => {
  it('web: the XSRF cookie value in ?token= plus the ai-token cookie', async () => {
    const { jar, userId } = await signedInWebUser(app);
    const xsrf = jar.get('XSRF-TOKEN')!;
    const ok = await app.inject({
      url: `/api/test/upgrade?token=${encodeURIComponent(xsrf)}`,
      headers: { cookie: jar.header() },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ userId });

    // Another site can make the browser send the cookies, but cannot read the XSRF value.
    const guessed = await app.inject({
      url: '/api/test/upgrade?token=chute',
      headers: { cookie: jar.header() },
    });
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toEqual({
      message: 'Faça login para continuar.',
      code: 'unauthenticated',
    });
    const noToken = await app.inject({
      url: '/api/test/upgrade',
      headers: { cookie: jar.header() },
    });
    expect(noToken.statusCode).toBe(401);
    const noAccess = await app.inject({
      url: `/api/test/upgrade?token=${encodeURIComponent(xsrf)}`,
      headers: { cookie: `XSRF-TOKEN=${xsrf}` },
    });
    expect(noAccess.statusCode).toBe(401);
  });

  it('mobile: the access token itself in ?token=', async () => {
    const { session, userId } = await signedInMobileUser(app);
    const ok = await app.inject({ url: `/api/test/upgrade?token=${session.token}` });
    expect(ok.json()).toMatchObject({ userId });
    expect(
      (await app.inject({ url: `/api/test/upgrade?token=${session.refreshToken}` })).statusCode,
    ).toBe(401);
  });

  it('refuses a token of a session that ended', async () => {
    const { jar, session } = await signedInWebUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN')! },
    });
    expect((await app.inject({ url: `/api/test/upgrade?token=${session.token}` })).statusCode).toBe(
      401,
    );
    const web = await app.inject({
      url: `/api/test/upgrade?token=${jar.get('XSRF-TOKEN')}`,
      headers: {
        cookie: `XSRF-TOKEN=${jar.get('XSRF-TOKEN')}; ai-token=${aiTokenCookie(session.token)}`,
      },
    });
    expect(web.statusCode).toBe(401);
  });
});

describe('server secret and access tokens', () => {
  it('gives every process on one database the same secret, made once', async () => {
    const name = `teste.${randomUUID()}`;
    const handles = [
      connectDatabase(inject('databaseUrl')),
      connectDatabase(inject('databaseUrl')),
      connectDatabase(inject('databaseUrl')),
    ];
    try {
      const secrets = await Promise.all(handles.map((h) => loadServerSecret(h.db, name)));
      expect(secrets[0]).toHaveLength(32);
      expect(secrets.map((s) => s.toString('hex'))).toEqual(
        Array(3).fill(secrets[0]!.toString('hex')),
      );
      expect(
        await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, name)),
      ).toHaveLength(1);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it('accepts an expired token for logout only when the signature, issuer and audience are right', async () => {
    const keys = deriveKeys(Buffer.alloc(32, 7));
    const claims = { sid: randomUUID() };
    const sign = (key: Uint8Array, iss: string, aud: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(randomUUID())
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt(0)
        .setExpirationTime(60)
        .sign(key);
    const good = await sign(keys.access, 'orbita', 'orbita-api');
    expect(await verifyAccessToken(keys.access, good)).toBeNull();
    expect(await verifyAccessToken(keys.access, good, { allowExpired: true })).toMatchObject({
      sessionId: claims.sid,
    });
    expect(
      await verifyAccessToken(keys.access, await sign(keys.access, 'outro', 'orbita-api'), {
        allowExpired: true,
      }),
    ).toBeNull();
    expect(
      await verifyAccessToken(keys.access, await sign(keys.access, 'orbita', 'outra-api'), {
        allowExpired: true,
      }),
    ).toBeNull();
    expect(
      await verifyAccessToken(keys.access, await sign(keys.xsrf, 'orbita', 'orbita-api'), {
        allowExpired: true,
      }),
    ).toBeNull();
  });
});
