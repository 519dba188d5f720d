import { describe, expect, it } from 'vitest';
import {
  authTestApp,
  PASSWORD,
  randomIp,
  signedInWebUser,
  testApp,
  uniqueEmail,
} from '../../test/kit';

const limited = {
  message: 'Muitas tentativas. Aguarde um pouco e tente de novo.',
  code: 'rate_limited',
};
const app = await authTestApp({
  AUTH_LOGIN_LIMIT: '3',
  AUTH_RECOVER_LIMIT: '2',
  AUTH_REGISTER_LIMIT: '2',
});

describe('rate limits', () => {
  it('login: per IP and e-mail, 429 in pt-BR once the limit is passed', async () => {
    const ip = randomIp();
    const email = uniqueEmail();
    const attempt = (address: string, from = ip) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: from,
        payload: { email: address, password: 'errada-errada' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(email)).statusCode).toBe(401);
    const blocked = await attempt(email.toUpperCase());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limited);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another e-mail from the same IP, or the same e-mail from elsewhere, still gets an answer.
    expect((await attempt(uniqueEmail())).statusCode).toBe(401);
    expect((await attempt(email, randomIp())).statusCode).toBe(401);
  });

  it('the default login limit is 10 per minute', async () => {
    const defaults = await testApp();
    const ip = randomIp();
    const email = uniqueEmail();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (
          await defaults.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: ip,
            payload: { email, password: 'x' },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });

  it('recover: per e-mail, whatever the IP', async () => {
    const email = uniqueEmail();
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/recover',
        remoteAddress: randomIp(),
        payload: { email },
      });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    const blocked = await ask();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limited);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/recover',
          payload: { email: uniqueEmail() },
        })
      ).statusCode,
    ).toBe(202);
  });

  it('resend-confirmation: per e-mail', async () => {
    const email = uniqueEmail();
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/resend-confirmation',
        remoteAddress: randomIp(),
        payload: { email },
      });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
  });

  it('register: per IP', async () => {
    const ip = randomIp();
    const register = (from = ip) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: from,
        payload: { name: 'Ana', email: uniqueEmail(), password: PASSWORD },
      });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const blocked = await register();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limited);
    expect((await register(randomIp())).statusCode).toBe(201);
  });

  it('change password: per person', async () => {
    const { session } = await signedInWebUser(app);
    const change = () =>
      app.inject({
        method: 'POST',
        url: '/api/app/me/password',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { currentPassword: 'chute-errado', newPassword: 'nova-senha-123' },
      });
    for (let i = 0; i < 3; i++) expect((await change()).statusCode).toBe(400);
    expect((await change()).statusCode).toBe(429);
  });

  it('counts in the database, so two server processes share one allowance', async () => {
    const other = await authTestApp({
      AUTH_LOGIN_LIMIT: '3',
      AUTH_RECOVER_LIMIT: '2',
      AUTH_REGISTER_LIMIT: '2',
    });
    const ip = randomIp();
    const email = uniqueEmail();
    const attempt = (target: typeof app) =>
      target.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email, password: 'errada-errada' },
      });
    expect((await attempt(app)).statusCode).toBe(401);
    expect((await attempt(other)).statusCode).toBe(401);
    expect((await attempt(app)).statusCode).toBe(401);
    expect((await attempt(other)).statusCode).toBe(429);
  });
});
