import { describe, expect, it } from 'vitest';
import { authTestApp, registerUser, signedInWebUser, uniqueEmail } from '../../test/kit';

const app = await authTestApp();

describe('POST /api/auth/login', () => {
  it('signs in a web client: login body, httpOnly refresh cookie on the auth path, readable XSRF cookie', async () => {
    const {
      email,
      password,
      userId,
      session: confirmed,
    } = await signedInWebUser(app, { name: 'Davi Rocha' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: email.toUpperCase(), password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.any(String),
      checkpoints: ['boas-vindas', 'tipo-conta'],
      user: { id: userId, name: 'Davi Rocha', email, accountType: null, avatarUrl: null },
      workspaceId: confirmed.workspaceId,
    });
    expect(res.json()).not.toHaveProperty('refreshToken');

    const refresh = res.cookies.find((c) => c.name === 'orbita_refresh')!;
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(refresh.secure).toBeUndefined();
    expect(refresh.value).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    const days = (refresh.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(xsrf.httpOnly).toBeUndefined();
    expect(xsrf.value.length).toBeGreaterThanOrEqual(43);
  });

  it('marks the cookies Secure when APP_URL is https', async () => {
    const secureApp = await authTestApp({ APP_URL: 'https://orbita.exemplo.com.br' });
    const { email, password } = await signedInWebUser(secureApp, {
      appUrl: 'https://orbita.exemplo.com.br',
    });
    const res = await secureApp.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    for (const cookie of res.cookies) expect(cookie.secure).toBe(true);
  });

  it('signs in a mobile client without any cookie, the refresh token in the body', async () => {
    const { email, password } = await signedInWebUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-client-type': 'mobile' },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json().refreshToken).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const { email } = await signedInWebUser(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'nao-e-essa-senha' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'nao-e-essa-senha' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'E-mail ou senha incorretos.',
        code: 'auth.invalid_credentials',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an unconfirmed account with 403 asking to confirm the e-mail, only once the password is right', async () => {
    const { email, password } = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message:
        'Confirme seu e-mail para entrar. Enviamos um link de confirmação para a sua caixa de entrada.',
      code: 'auth.email_unconfirmed',
    });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'outra-senha-99' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a body without password or with a bad e-mail, naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ email: 'Informe um e-mail válido.' });
    expect(Object.keys(res.json().fields)).toContain('password');
  });

  it('takes about as long for an unknown e-mail as for a wrong password (no account enumeration by timing)', async () => {
    const { email } = await signedInWebUser(app);
    const time = async (address: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: address, password: 'errada-errada' },
      });
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    await time(uniqueEmail()); // warm-up: the dummy hash is made on first use
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail()));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    const ratio = median(unknown) / median(known);
    // An unknown e-mail without the dummy verification would answer in ~1 ms against ~30+ ms.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
