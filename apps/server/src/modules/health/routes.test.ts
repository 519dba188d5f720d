import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectDatabase } from '../../platform/db/client';
import { testApp, testConfig } from '../../test/kit';

describe('GET /api/health', () => {
  it('answers 200 with the database up', async () => {
    const app = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 in pt-BR when the database is unreachable', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: connectDatabase('postgres://ninguem:x@127.0.0.1:1/nada'),
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      database: 'down',
      message: 'O banco de dados não está acessível.',
    });
    await app.close();
  });
});
