import { describe, expect, it } from 'vitest';
import { randomIp, testApp } from '../../../test/kit';

const app = await testApp({ AUTH_PLAY_LIMIT: '5' });

const guess = (code: string, from: string) =>
  app.inject({ method: 'GET', url: `/api/public/play/${code}`, remoteAddress: from });

describe('GET /api/public/play/{code}: lookups per IP are limited (issue 14: 300 guesses in 3 s)', () => {
  it('answers 429 in pt-BR with Retry-After once one address used its lookups', async () => {
    const ip = randomIp();
    const codes = ['ZZZZZ2', 'ZZZZZ3', 'ZZZZZ4', 'ZZZZZ5', 'ZZZZZ6'];
    for (const code of codes) expect((await guess(code, ip)).statusCode).toBe(404);
    const blocked = await guess('ZZZZZ7', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Muitas tentativas. Aguarde um pouco e tente de novo.',
      code: 'rate_limited',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else still gets answers.
    expect((await guess('ZZZZZ7', randomIp())).statusCode).toBe(404);
  });

  it('the 429 is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/public/play/{code}']!.get.responses)).toContain('429');
  });
});
