import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/schema';
import { authTestApp, signedInWebUser, testDatabase } from '../../test/kit';
import { startFakeFacebook } from './facebook-fake';
import { facebookAccounts } from './facebook-schema';

const database = testDatabase();
const facebook = await startFakeFacebook();
afterAll(() => facebook.close());
const app = await authTestApp(facebook.env);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let nextId = 100000000000100;
const uniqueFacebookId = () => String((nextId += 1));

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/app/me/facebook${url}`, headers: bearer(token), payload });

/** Opens the dialog as a browser would and returns what Facebook sends back to the profile. */
async function dialog(token: string) {
  const start = await call(token, 'POST', '/start');
  expect(start.statusCode).toBe(200);
  const res = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('http://localhost:3000/me/perfil');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const linkOf = async (userId: string) =>
  (
    await database.db
      .select({ facebookId: facebookAccounts.facebookId, name: facebookAccounts.name })
      .from(facebookAccounts)
      .where(eq(facebookAccounts.userId, userId))
  )[0];

/** A second session of the same person (another sign-in). */
async function secondSession(email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-client-type': 'mobile' },
    payload: { email, password },
  });
  return res.json<{ token: string }>().token;
}

describe('Facebook connection on the profile (OAuth code flow against a fake Facebook)', () => {
  it('links the Facebook id read from /me after the code exchange', async () => {
    const { session, userId } = await signedInWebUser(app);
    expect((await call(session.token, 'GET', '')).json()).toEqual({
      available: true,
      linked: false,
      name: null,
    });
    const id = uniqueFacebookId();
    facebook.approveAs({ id, name: 'Fábio Souza', email: 'fabio@exemplo.com' });
    const start = await call(session.token, 'POST', '/start');
    const dialogUrl = new URL(start.json<{ url: string }>().url);
    expect(Object.fromEntries(dialogUrl.searchParams)).toMatchObject({
      client_id: facebook.env.FACEBOOK_APP_ID,
      redirect_uri: 'http://localhost:3000/me/perfil',
      response_type: 'code',
    });
    // The secret never goes to the browser.
    expect(dialogUrl.toString()).not.toContain(facebook.env.FACEBOOK_APP_SECRET);

    const back = await dialog(session.token);
    const res = await call(session.token, 'POST', '', back);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true, linked: true, name: 'Fábio Souza' });
    expect(await linkOf(userId)).toEqual({ facebookId: id, name: 'Fábio Souza' });
    expect((await call(session.token, 'GET', '')).json().linked).toBe(true);
    const state = await app.inject({ url: '/api/auth/app', headers: bearer(session.token) });
    expect(state.json().settings.facebookAvailable).toBe(true);
  });

  it('refuses a state that is unknown, used, or of another session, and links nothing', async () => {
    const { session, userId, email, password } = await signedInWebUser(app);
    facebook.approveAs({ id: uniqueFacebookId(), name: 'Outra Pessoa' });
    const refusal = {
      message:
        'Este pedido de conexão com o Facebook expirou ou não foi feito nesta sessão. Tente conectar de novo.',
      code: 'auth.facebook_state',
    };

    const forged = await dialog(session.token);
    const wrong = await call(session.token, 'POST', '', { ...forged, state: 'estado-forjado' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal);

    // The same person signed in elsewhere cannot redeem this session's state.
    const other = await secondSession(email, password);
    const elsewhere = await call(other, 'POST', '', await dialog(session.token));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual(refusal);

    // Once used (here: refused by Facebook), a state is gone.
    const once = await dialog(session.token);
    await call(session.token, 'POST', '', { ...once, code: 'codigo-invalido' });
    const replay = await call(session.token, 'POST', '', once);
    expect(replay.json()).toEqual(refusal);
    expect(await linkOf(userId)).toBeUndefined();
  });

  it('shows a pt-BR error and changes nothing when the code exchange fails', async () => {
    const { session, userId } = await signedInWebUser(app);
    const first = uniqueFacebookId();
    facebook.approveAs({ id: first, name: 'Primeira Conta' });
    expect((await call(session.token, 'POST', '', await dialog(session.token))).statusCode).toBe(
      200,
    );

    facebook.approveAs({ id: uniqueFacebookId(), name: 'Segunda Conta' });
    const back = await dialog(session.token);
    const res = await call(session.token, 'POST', '', { ...back, code: 'codigo-recusado' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'O Facebook não confirmou a conexão. Tente conectar de novo.',
      code: 'auth.facebook_invalid',
    });
    expect(await linkOf(userId)).toEqual({ facebookId: first, name: 'Primeira Conta' });

    facebook.setDown(true);
    try {
      const down = await call(session.token, 'POST', '', await dialog(session.token));
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe(
        'Não foi possível falar com o Facebook agora. Tente de novo em instantes.',
      );
    } finally {
      facebook.setDown(false);
    }
    expect(await linkOf(userId)).toEqual({ facebookId: first, name: 'Primeira Conta' });
  });

  it('refuses a Facebook account already linked to another person', async () => {
    const a = await signedInWebUser(app);
    const b = await signedInWebUser(app);
    const id = uniqueFacebookId();
    facebook.approveAs({ id, name: 'Conta Compartilhada' });
    expect(
      (await call(a.session.token, 'POST', '', await dialog(a.session.token))).statusCode,
    ).toBe(200);
    const res = await call(b.session.token, 'POST', '', await dialog(b.session.token));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Esta conta do Facebook já está conectada a outro usuário.',
      code: 'auth.facebook_conflict',
    });
    expect(await linkOf(b.userId)).toBeUndefined();
    expect((await linkOf(a.userId))?.facebookId).toBe(id);
  });

  it('unlinks, and refuses to when the person would have no way left to sign in', async () => {
    const { session, userId } = await signedInWebUser(app);
    facebook.approveAs({ id: uniqueFacebookId(), name: 'Fábio' });
    await call(session.token, 'POST', '', await dialog(session.token));
    const res = await call(session.token, 'DELETE', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true, linked: false, name: null });
    expect(await linkOf(userId)).toBeUndefined();

    // No password and no Google: Facebook would be the last way in.
    const other = await signedInWebUser(app);
    await call(other.session.token, 'POST', '', await dialog(other.session.token));
    await database.db.update(users).set({ passwordHash: null }).where(eq(users.id, other.userId));
    const refused = await call(other.session.token, 'DELETE', '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'Crie uma senha antes de desconectar o Facebook; sem ela você não conseguiria mais entrar na sua conta.',
      code: 'auth.facebook_last_credential',
    });
    expect(await linkOf(other.userId)).toBeDefined();
  });

  it('is unavailable in pt-BR on a server without FACEBOOK_APP_ID/SECRET', async () => {
    const bare = await authTestApp();
    const { session } = await signedInWebUser(bare);
    const headers = bearer(session.token);
    const status = await bare.inject({ url: '/api/app/me/facebook', headers });
    expect(status.json()).toEqual({ available: false, linked: false, name: null });
    const start = await bare.inject({ method: 'POST', url: '/api/app/me/facebook/start', headers });
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe(
      'A conexão com o Facebook não está disponível neste servidor.',
    );
  });

  it('asks for a signed-in person and names a missing field', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/app/me/facebook/start' })).statusCode,
    ).toBe(401);
    const { session } = await signedInWebUser(app);
    const res = await call(session.token, 'POST', '', { code: '', state: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ code: 'Código do Facebook ausente.' });
  });
});
