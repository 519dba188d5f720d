import { afterAll, describe, expect, it } from 'vitest';
import { authTestApp, signedInWebUser } from '../../test/kit';
import { startFakeFacebook } from './facebook-fake';

const facebook = await startFakeFacebook();
afterAll(() => facebook.close());
const app = await authTestApp(facebook.env);
let nextId = 100000000000900;
const uniqueFacebookId = () => String((nextId += 1));

/** Signed out: asks for the dialog, follows it, and returns the state cookie and the answer. */
async function dialog() {
  const start = await app.inject({ method: 'POST', url: '/api/auth/facebook/start' });
  expect(start.statusCode).toBe(200);
  const cookie = start.cookies.find((c) => c.name === 'orbita_facebook_state')!;
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/facebook', sameSite: 'Lax' });
  const res = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('http://localhost:3000/');
  return {
    cookie: `orbita_facebook_state=${cookie.value}`,
    body: { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! },
  };
}

const signIn = (cookie: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/facebook',
    headers: cookie ? { cookie } : {},
    payload,
  });

/** Links a fresh Facebook id to a fresh person through the profile flow. */
async function linkedPerson() {
  const person = await signedInWebUser(app);
  const id = uniqueFacebookId();
  facebook.approveAs({ id, name: 'Fábio' });
  const headers = { authorization: `Bearer ${person.session.token}` };
  const start = await app.inject({ method: 'POST', url: '/api/app/me/facebook/start', headers });
  const res = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  const link = await app.inject({
    method: 'POST',
    url: '/api/app/me/facebook',
    headers,
    payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(link.statusCode).toBe(200);
  return { ...person, facebookId: id };
}

describe('sign-in with Facebook (a Facebook account linked on the profile)', () => {
  it('signs in the person the Facebook account is linked to (web cookies)', async () => {
    const { userId, facebookId } = await linkedPerson();
    facebook.approveAs({ id: facebookId, name: 'Fábio' });
    const { cookie, body } = await dialog();
    const res = await signIn(cookie, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(userId);
    expect(res.cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining(['orbita_refresh', 'XSRF-TOKEN']),
    );
    // The state cookie is used up.
    expect(res.cookies.find((c) => c.name === 'orbita_facebook_state')?.value).toBe('');
  });

  it('refuses a state without its cookie, or with another browser’s cookie', async () => {
    const { facebookId } = await linkedPerson();
    facebook.approveAs({ id: facebookId });
    const first = await dialog();
    const second = await dialog();
    const refusal = {
      message:
        'Este pedido para entrar com o Facebook expirou ou foi aberto em outro navegador. Tente de novo.',
      code: 'auth.facebook_state',
    };
    const noCookie = await signIn(undefined, first.body);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json()).toEqual(refusal);
    const otherBrowser = await signIn(second.cookie, first.body);
    expect(otherBrowser.statusCode).toBe(400);
    expect(otherBrowser.json()).toEqual(refusal);
    expect(otherBrowser.cookies.map((c) => c.name)).not.toContain('orbita_refresh');
  });

  it('refuses, in pt-BR, a Facebook account no one linked (no account is made)', async () => {
    facebook.approveAs({ id: uniqueFacebookId(), email: 'ninguem@exemplo.com' });
    const { cookie, body } = await dialog();
    const res = await signIn(cookie, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message:
        'Nenhuma conta do Orbita está conectada a este Facebook. Entre com seu e-mail e conecte o Facebook no seu perfil.',
      code: 'auth.facebook_not_linked',
    });
  });

  it('no longer signs in once the person disconnected Facebook', async () => {
    const { session, facebookId } = await linkedPerson();
    await app.inject({
      method: 'DELETE',
      url: '/api/app/me/facebook',
      headers: { authorization: `Bearer ${session.token}` },
    });
    facebook.approveAs({ id: facebookId });
    const { cookie, body } = await dialog();
    expect((await signIn(cookie, body)).statusCode).toBe(401);
  });
});
