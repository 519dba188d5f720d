import { describe, expect, it } from 'vitest';
import { budgetDelayMs, MAX_BUDGET_DELAY_MS } from './rate-limits';
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

/** Per-IP budgets across accounts (issue 14: spraying 40 accounts met no limit). */
const budgets = await authTestApp({
  AUTH_LOGIN_IP_LIMIT: '10',
  AUTH_RECOVER_IP_LIMIT: '3',
  AUTH_IP_DELAY_MS: '0',
});

const loginFrom = (
  target: typeof app,
  from: string,
  email = uniqueEmail(),
  headers: Record<string, string> = {},
) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers,
    payload: { email, password: 'errada-errada' },
  });

describe('per-IP budgets across accounts', () => {
  it('login: spraying 40 accounts from one IP meets the budget (429 in pt-BR, Retry-After)', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 40 }, () => loginFrom(budgets, ip)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    const blocked = answers.find((a) => a.statusCode === 429)!;
    expect(blocked.json()).toEqual(limited);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await loginFrom(budgets, randomIp())).statusCode).toBe(401);
  });

  it('login: X-Forwarded-For does not escape the budget unless TRUST_PROXY says so', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++)
      expect(
        (await loginFrom(budgets, ip, uniqueEmail(), { 'x-forwarded-for': randomIp() })).statusCode,
      ).toBe(401);
    expect(
      (await loginFrom(budgets, ip, uniqueEmail(), { 'x-forwarded-for': randomIp() })).statusCode,
    ).toBe(429);

    const behindProxy = await authTestApp({
      AUTH_LOGIN_IP_LIMIT: '2',
      AUTH_IP_DELAY_MS: '0',
      TRUST_PROXY: 'true',
    });
    const proxy = randomIp();
    const client = randomIp();
    const viaProxy = (address: string) =>
      loginFrom(behindProxy, proxy, uniqueEmail(), { 'x-forwarded-for': address });
    expect((await viaProxy(client)).statusCode).toBe(401);
    expect((await viaProxy(client)).statusCode).toBe(401);
    expect((await viaProxy(client)).statusCode).toBe(429);
    expect((await viaProxy(randomIp())).statusCode).toBe(401);
  });

  it('recover and resend-confirmation: a budget per IP across addresses', async () => {
    for (const url of ['/api/auth/recover', '/api/auth/resend-confirmation']) {
      const ip = randomIp();
      const ask = () =>
        budgets.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          payload: { email: uniqueEmail() },
        });
      for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
      const blocked = await ask();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(limited);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('reset/check: probing links from one IP meets the sign-in budget', async () => {
    const ip = randomIp();
    const probe = () =>
      budgets.inject({
        method: 'POST',
        url: '/api/auth/reset/check',
        remoteAddress: ip,
        payload: { token: 'c'.repeat(43) },
      });
    for (let i = 0; i < 10; i++) expect((await probe()).statusCode).toBe(400);
    const blocked = await probe();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limited);
  });

  it('slows down past half the budget, one step more per attempt, capped', () => {
    expect([1, 5, 6, 7, 10].map((n) => budgetDelayMs(n, 10, 250))).toEqual([0, 0, 250, 500, 1250]);
    expect(budgetDelayMs(1000, 2000, 250)).toBe(0);
    expect(budgetDelayMs(1999, 2000, 250)).toBe(MAX_BUDGET_DELAY_MS);
  });

  it('the delay is applied: attempts past half the budget are held back', async () => {
    const slow = await authTestApp({ AUTH_LOGIN_IP_LIMIT: '4', AUTH_IP_DELAY_MS: '400' });
    const ip = randomIp();
    for (let i = 0; i < 2; i++) await loginFrom(slow, ip);
    const started = performance.now();
    expect((await loginFrom(slow, ip)).statusCode).toBe(401); // 3rd: one step
    expect((await loginFrom(slow, ip)).statusCode).toBe(401); // 4th: two steps
    // A lower bound only (a sleep never ends early), robust on a loaded machine.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1150);
  });
});
