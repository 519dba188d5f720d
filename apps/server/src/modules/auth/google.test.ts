import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, workspaces } from '../../platform/identity/schema';
import { users } from '../../platform/identity/schema';
import {
  authTestApp,
  GOOGLE_CLIENT_ID,
  linkToken,
  registerUser,
  signedInWebUser,
  startFakeGoogle,
  testDatabase,
  uniqueEmail,
} from '../../test/kit';

const database = testDatabase();
const google = await startFakeGoogle();
const app = await authTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
const signIn = (credential: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/google', headers, payload: { credential } });
const userByEmail = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/auth/google', () => {
  it('creates a confirmed account with its personal workspace and signs in (web cookies)', async () => {
    const { credential, claims } = await google.sign({ name: 'Gabriela Nunes' });
    const res = await signIn(credential);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      checkpoints: ['boas-vindas', 'tipo-conta'],
      user: {
        name: 'Gabriela Nunes',
        email: claims.email,
        accountType: null,
        avatarUrl: claims.picture,
      },
    });
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'orbita_refresh']);
    const user = (await userByEmail(claims.email))!;
    expect(user).toMatchObject({ googleSub: claims.sub, passwordHash: null });
    expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    const [ws] = await database.db
      .select({ kind: workspaces.kind, name: workspaces.name, role: memberships.role })
      .from(memberships)
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(eq(memberships.userId, user.id));
    expect(ws).toEqual({ kind: 'personal', name: 'Espaço de Gabriela', role: 'owner' });

    // Next time: the same account, found by `sub` even if the Google e-mail changed.
    const again = await google.sign({ sub: claims.sub, email: uniqueEmail('novo') });
    const second = await signIn(again.credential);
    expect(second.json().user.id).toBe(user.id);
  });

  it('accepts both Google issuers and signs a mobile client in without cookies', async () => {
    const { credential } = await google.sign({ iss: 'accounts.google.com' });
    const res = await signIn(credential, { 'x-client-type': 'mobile' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json().refreshToken).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
  });

  it('links an existing confirmed account of the same e-mail, which keeps its password', async () => {
    const { email, password, userId } = await signedInWebUser(app);
    const { credential, claims } = await google.sign({ email });
    const res = await signIn(credential);
    expect(res.json().user.id).toBe(userId);
    expect((await userByEmail(email))!.googleSub).toBe(claims.sub);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))
        .statusCode,
    ).toBe(200);
  });

  it('takes over an unconfirmed account of that e-mail and drops the password nobody proved', async () => {
    const { email, password } = await registerUser(app);
    const pendingLink = await linkToken(app, email, '/registro/Confirma');
    const { credential } = await google.sign({ email });
    expect((await signIn(credential)).statusCode).toBe(200);
    const user = (await userByEmail(email))!;
    expect(user.passwordHash).toBeNull();
    expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/confirm',
          payload: { token: pendingLink },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an e-mail Google has not verified, for a new account and for linking', async () => {
    const fresh = await google.sign({ email_verified: false });
    const res = await signIn(fresh.credential);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.google_email_unverified');
    expect(await userByEmail(fresh.claims.email)).toBeUndefined();

    const { email } = await signedInWebUser(app);
    const link = await google.sign({ email, email_verified: false });
    expect((await signIn(link.credential)).statusCode).toBe(403);
    expect((await userByEmail(email))!.googleSub).toBeNull();
  });

  it('refuses to link an e-mail already tied to another Google account', async () => {
    const { email } = await signedInWebUser(app);
    await signIn((await google.sign({ email })).credential);
    const res = await signIn((await google.sign({ email })).credential);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Este e-mail já está ligado a outra conta Google. Entre com sua senha.',
      code: 'auth.google_conflict',
    });
  });

  it.each([
    ['another audience', { aud: 'outro-app.apps.googleusercontent.com' }],
    ['another issuer', { iss: 'https://accounts.exemplo.com' }],
    ['an expired token', { expiresIn: -120 }],
  ])('refuses %s with 401 in pt-BR', async (_label, overrides) => {
    const { credential, claims } = await google.sign(overrides);
    const res = await signIn(credential);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Não foi possível confirmar sua conta Google. Tente de novo.',
      code: 'auth.google_invalid',
    });
    expect(await userByEmail(claims.email)).toBeUndefined();
  });

  it('refuses a token signed with a key that is not in the JWKS, and a tampered one', async () => {
    const { credential } = await google.sign({}, google.strangerKey);
    expect((await signIn(credential)).statusCode).toBe(401);

    const good = (await google.sign()).credential;
    const [header, , signature] = good.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'x',
        email: 'intruso@exemplo.com',
        email_verified: true,
        aud: GOOGLE_CLIENT_ID,
        iss: 'accounts.google.com',
        exp: 9999999999,
      }),
    ).toString('base64url');
    expect((await signIn(`${header}.${payload}.${signature}`)).statusCode).toBe(401);
    expect((await signIn('nem.um.jwt')).statusCode).toBe(401);
  });

  it('answers 400 in pt-BR when Google sign-in is not configured', async () => {
    const bare = await authTestApp();
    const res = await bare.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: (await google.sign()).credential },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O login com Google não está disponível neste servidor.');
  });

  it('answers 503 in pt-BR when Google keys cannot be fetched', async () => {
    const offline = await authTestApp({
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs',
    });
    const res = await offline.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: (await google.sign()).credential },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Não foi possível falar com o Google agora. Tente de novo em instantes.',
      code: 'unavailable',
    });
  });

  it('refuses an empty credential naming the field', async () => {
    const res = await signIn('');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ credential: 'Credencial do Google ausente.' });
  });
});
