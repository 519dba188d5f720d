import { describe, expect, it } from 'vitest';
import { authTestApp, randomIp, signedInMobileUser, uniqueEmail } from '../test/kit';

/** Failures the fuzzer found, pinned (each was fixed where it started, not in the fuzzer). */
const app = await authTestApp();

describe('fuzz findings', () => {
  it('answers a malformed URL (bad percent-encoding) with a pt-BR 400, not Fastify’s English', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/app/conta/contas/%zz/equipes/..%2F' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'O endereço da requisição é inválido.',
      code: 'validation',
    });
  });

  it('answers a path parameter over the router’s limit with a pt-BR 414', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/app/conta/contas/${'x'.repeat(500)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      message: 'O endereço da requisição é longo demais.',
      code: 'validation',
    });
  });

  it('accepts a registration whose X-Forwarded-For holds a NUL byte (rate-limit keys are hashed)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': '\u0000' },
      payload: { name: 'Ana', email: uniqueEmail(), password: 'senha-forte-123' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses text PostgreSQL cannot store (a NUL byte) with a pt-BR 400, not a 500', async () => {
    const { session } = await signedInMobileUser(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { name: 'Ana\u0000Souza' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'Alguns dados enviados não podem ser guardados (caracteres ou valores inválidos). Confira e tente de novo.',
      code: 'validation',
    });
  });

  // Issue 14 (critical): every unknown key was listed once per unknown key, so the answer
  // grew with the square of the key count (4,000 keys → a 108 MB answer; 60,000 → out of memory).
  it('answers 4,000 unknown keys on the unauthenticated login with a small 400', async () => {
    const body: Record<string, unknown> = { email: 'ana@example.com', password: 'x' };
    for (let i = 0; i < 4000; i++) body[`campo${i}`] = i;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.length, `${res.body.length} bytes`).toBeLessThan(100 * 1024);
    const answer = res.json() as { code: string; fields: Record<string, string> };
    expect(answer.code).toBe('validation');
    expect(answer.fields.campo0).toBe('Campo desconhecido: campo0.');
    expect(Object.keys(answer.fields).length).toBeLessThanOrEqual(20);
  });
});
