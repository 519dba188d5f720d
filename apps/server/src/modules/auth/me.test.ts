import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/schema';
import {
  authTestApp,
  GOOGLE_CLIENT_ID,
  signedInMobileUser,
  signedInWebUser,
  startFakeGoogle,
  testDatabase,
} from '../../test/kit';

const database = testDatabase();
const google = await startFakeGoogle();
const app = await authTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const appState = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/app', headers: bearer(token) })).json();
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PATCH /api/app/me', () => {
  it('updates name, avatar and account type, and answers the new app state', async () => {
    const { session } = await signedInWebUser(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: bearer(session.token),
      payload: {
        name: '  Helena Castro ',
        avatarUrl: 'https://exemplo.com/foto.png',
        accountType: 'organization',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Helena Castro',
      avatarUrl: 'https://exemplo.com/foto.png',
      accountType: 'organization',
    });
    expect((await appState(session.token)).user.accountType).toBe('organization');

    const cleared = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: bearer(session.token),
      payload: { avatarUrl: null },
    });
    expect(cleared.json().user).toMatchObject({
      avatarUrl: null,
      name: 'Helena Castro',
      accountType: 'organization',
    });
  });

  it('refuses "player" (set by joining a game), bad URLs, empty names and unknown fields', async () => {
    const { session } = await signedInWebUser(app);
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/api/app/me', headers: bearer(session.token), payload });
    expect((await patch({ accountType: 'player' })).statusCode).toBe(400);
    expect((await patch({ avatarUrl: 'nao-e-url' })).json().fields).toEqual({
      avatarUrl: 'Informe um endereço http:// ou https:// válido.',
    });
    expect((await patch({ name: '   ' })).json().fields).toEqual({ name: 'Informe seu nome.' });
    const extra = await patch({ email: 'outro@exemplo.com' });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().fields)).toEqual(['email']);
  });

  it('answers 401 on every /me route when signed out', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/app/me'],
      ['DELETE', '/api/app/me/checkpoints/boas-vindas'],
      ['POST', '/api/app/me/password'],
      ['POST', '/api/app/me/google'],
      ['DELETE', '/api/app/me/google'],
    ] as const) {
      const res = await app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({
        message: 'Faça login para continuar.',
        code: 'unauthenticated',
      });
    }
  });
});

describe('DELETE /api/app/me/checkpoints/:id', () => {
  it('persists the removal (app state and the next sign-in), idempotently', async () => {
    const { session, email, password } = await signedInWebUser(app);
    const remove = (id: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/app/me/checkpoints/${id}`,
        headers: bearer(session.token),
      });
    expect((await remove('boas-vindas')).statusCode).toBe(204);
    expect((await appState(session.token)).checkpoints).toEqual(['tipo-conta']);
    expect((await remove('boas-vindas')).statusCode).toBe(204);
    expect((await login(email, password)).json().checkpoints).toEqual(['tipo-conta']);
    expect((await remove('tipo-conta')).statusCode).toBe(204);
    expect((await appState(session.token)).checkpoints).toEqual([]);
  });

  it('refuses an unknown checkpoint id', async () => {
    const { session } = await signedInWebUser(app);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/app/me/checkpoints/qualquer',
      headers: bearer(session.token),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/app/me/password', () => {
  it('needs the current password, then changes it and ends the other sessions only', async () => {
    const { session, email, password, jar } = await signedInWebUser(app);
    const other = await login(email, password);
    const otherToken = other.json().token as string;
    const change = (payload: object, token = session.token) =>
      app.inject({ method: 'POST', url: '/api/app/me/password', headers: bearer(token), payload });

    const missing = await change({ newPassword: 'nova-senha-123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: 'Informe sua senha atual.' });
    const wrong = await change({ currentPassword: 'errada-123', newPassword: 'nova-senha-123' });
    expect(wrong.json().fields).toEqual({ currentPassword: 'A senha atual está incorreta.' });
    const same = await change({ currentPassword: password, newPassword: email });
    expect(same.json().fields).toEqual({
      newPassword: 'A senha não pode ser igual ao seu e-mail.',
    });

    expect(
      (await change({ currentPassword: password, newPassword: 'nova-senha-123' })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/app', headers: bearer(session.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/app', headers: bearer(otherToken) }))
        .statusCode,
    ).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'nova-senha-123')).statusCode).toBe(200);
    // This browser's refresh still works.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          headers: { cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN')! },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets an account without a password (Google) set one without the current password', async () => {
    const { credential, claims } = await google.sign();
    const { token } = (
      await app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } })
    ).json();
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/me/password',
      headers: bearer(token),
      payload: { newPassword: 'minha-senha-nova' },
    });
    expect(res.statusCode).toBe(204);
    expect((await appState(token)).user.hasPassword).toBe(true);
    expect((await login(claims.email, 'minha-senha-nova')).statusCode).toBe(200);
  });
});

describe('Google connection from the profile', () => {
  it('connects a Google account, then signs in with it, then disconnects it', async () => {
    const { session, userId } = await signedInWebUser(app);
    const { credential, claims } = await google.sign({ email: 'outro-endereco@gmail.com' });
    const connect = await app.inject({
      method: 'POST',
      url: '/api/app/me/google',
      headers: bearer(session.token),
      payload: { credential },
    });
    expect(connect.statusCode).toBe(200);
    expect(connect.json().user.googleLinked).toBe(true);

    const viaGoogle = await app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: (await google.sign({ sub: claims.sub })).credential },
    });
    expect(viaGoogle.json().user.id).toBe(userId);

    const disconnect = await app.inject({
      method: 'DELETE',
      url: '/api/app/me/google',
      headers: bearer(session.token),
    });
    expect(disconnect.statusCode).toBe(200);
    expect(disconnect.json().user.googleLinked).toBe(false);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.googleSub).toBeNull();
  });

  it('refuses a Google account connected to someone else, and an invalid credential', async () => {
    const first = await signedInWebUser(app);
    const second = await signedInWebUser(app);
    const { credential, claims } = await google.sign();
    await app.inject({
      method: 'POST',
      url: '/api/app/me/google',
      headers: bearer(first.session.token),
      payload: { credential },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/me/google',
      headers: bearer(second.session.token),
      payload: { credential: (await google.sign({ sub: claims.sub })).credential },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Esta conta Google já está conectada a outro usuário.',
      code: 'auth.google_conflict',
    });

    const bad = await app.inject({
      method: 'POST',
      url: '/api/app/me/google',
      headers: bearer(second.session.token),
      payload: { credential: (await google.sign({ aud: 'outro' })).credential },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('refuses to disconnect Google from an account without a password', async () => {
    const { credential } = await google.sign();
    const { token } = (
      await app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } })
    ).json();
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/app/me/google',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Crie uma senha antes de desconectar o Google; sem ela você não conseguiria mais entrar na sua conta.',
      code: 'auth.google_last_credential',
    });
    expect((await appState(token)).user.googleLinked).toBe(true);
  });
});

describe('isolation between people', () => {
  it('never shows or changes another person through /me or auth/app', async () => {
    const a = await signedInWebUser(app, { name: 'Ana Alves' });
    const b = await signedInMobileUser(app);
    const aState = await appState(a.session.token);
    const bState = await appState(b.session.token);
    expect(aState.user.id).toBe(a.userId);
    expect(bState.user.id).toBe(b.userId);
    expect(aState.workspaces.map((w: { id: string }) => w.id)).not.toContain(bState.workspaceId);

    // Asking for B's workspace with A's token falls back to A's own.
    const peek = await app.inject({
      method: 'GET',
      url: '/api/auth/app',
      headers: { ...bearer(a.session.token), 'x-workspace-id': bState.workspaceId },
    });
    expect(peek.json().workspaceId).toBe(aState.workspaceId);
    expect(JSON.stringify(peek.json())).not.toContain(b.email);

    await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: bearer(a.session.token),
      payload: { name: 'Só A' },
    });
    await app.inject({
      method: 'DELETE',
      url: '/api/app/me/checkpoints/boas-vindas',
      headers: bearer(a.session.token),
    });
    const bAfter = await appState(b.session.token);
    expect(bAfter.user.name).toBe(bState.user.name);
    expect(bAfter.checkpoints).toEqual(['boas-vindas', 'tipo-conta']);
  });
});
