import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { FIELD_PATH_MAX, FIELDS_MAX, MESSAGE_MAX, toApiError } from './error-handler';
import { testApp } from '../../test/kit';

function appWithProbeRoutes(): Promise<FastifyInstance> {
  return testApp(
    {},
    {
      probes: (app) => {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        typed.post(
          '/api/probe',
          {
            schema: {
              body: z.strictObject({
                name: z.string().min(1),
                age: z.int().min(0),
                email: z.email().optional(),
              }),
              response: { 200: z.object({ ok: z.boolean() }) },
            },
          },
          async () => ({ ok: true, secret: 'never sent' }),
        );
        typed.get('/api/probe/boom', async () => {
          throw new Error('internal detail that must not leak');
        });
        typed.get('/api/probe/forbidden', async () => {
          throw AppError.forbidden();
        });
      },
    },
  );
}

describe('error handling', () => {
  it('answers a bad JSON body with 400 and a pt-BR message', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'O corpo da requisição não é um JSON válido.',
      code: 'invalid_json',
    });
    await app.close();
  });

  it('names the field on an unknown field, a wrong type or a missing field', async () => {
    const app = await appWithProbeRoutes();
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'Ana', age: 3, admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Campo desconhecido: admin.',
      code: 'validation',
      fields: { admin: 'Campo desconhecido: admin.' },
    });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'Ana', age: 'três' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toEqual({ age: 'Informe apenas números.' });

    const missing = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { age: 1, email: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Alguns campos estão inválidos. Confira e tente de novo.',
      fields: { name: 'Campo obrigatório.', email: 'Informe um e-mail válido.' },
    });
    await app.close();
  });

  it('refuses non-JSON bodies, empty bodies and oversize bodies without a 500', async () => {
    const app = await appWithProbeRoutes();
    const text = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'text/plain' },
      payload: 'oi',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Tipo de conteúdo não suportado. Envie JSON.');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const big = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), age: 1 },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('A requisição é grande demais.');
    const notObject = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notObject.statusCode).toBe(400);
    await app.close();
  });

  it('sends only what the response schema lists', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'Ana', age: 3 },
    });
    expect(res.json()).toEqual({ ok: true });
    await app.close();
  });

  it('hides internal errors behind a pt-BR 500 and renders AppError as is', async () => {
    const app = await appWithProbeRoutes();
    const boom = await app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('internal detail');
    expect(boom.json()).toEqual({
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
      code: 'internal',
    });
    const forbidden = await app.inject({ method: 'GET', url: '/api/probe/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: 'Você não tem permissão para esta ação.',
      code: 'forbidden',
    });
    await app.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso não encontrado.', code: 'not_found' });
    await app.close();
  });

  it('bounds the answer whatever the body: 20 fields at most, the rest counted', async () => {
    const app = await appWithProbeRoutes();
    const body: Record<string, unknown> = { name: 'Ana', age: 3 };
    for (let i = 0; i < 9000; i++) body[`k${i}`] = i;
    const wide = await app.inject({ method: 'POST', url: '/api/probe', payload: body });
    expect(wide.statusCode).toBe(400);
    const answer = wide.json() as { message: string; fields: Record<string, string> };
    expect(Object.keys(answer.fields)).toHaveLength(FIELDS_MAX);
    expect(answer.fields.k0).toBe('Campo desconhecido: k0.');
    expect(answer.message).toBe(
      'Alguns campos estão inválidos. Confira e tente de novo. Há mais 8.980 campos com problema além dos listados.',
    );
    expect(wide.body.length).toBeLessThan(2000);

    const long: Record<string, unknown> = { age: 'três' };
    for (let i = 0; i < 100; i++) long[`${i}${'x'.repeat(5000)}`] = 1;
    const longKeys = await app.inject({ method: 'POST', url: '/api/probe', payload: long });
    expect(longKeys.statusCode).toBe(400);
    const fields = (longKeys.json() as { fields: Record<string, string> }).fields;
    for (const [path, message] of Object.entries(fields)) {
      expect(path.length).toBeLessThanOrEqual(FIELD_PATH_MAX);
      expect(message.length).toBeLessThanOrEqual(MESSAGE_MAX);
    }
    expect(longKeys.body.length).toBeLessThan(12 * 1024);
    await app.close();
  });

  it('bounds the fields and message of an AppError too', () => {
    const fields: Record<string, string> = {};
    for (let i = 0; i < 1000; i++) fields[`f${i}`] = 'y'.repeat(10_000);
    const { status, body } = toApiError(AppError.validation('z'.repeat(10_000), fields));
    expect(status).toBe(400);
    expect(Object.keys(body.fields ?? {})).toHaveLength(FIELDS_MAX);
    expect(body.fields?.f0).toHaveLength(MESSAGE_MAX);
    expect(body.message).toMatch(/^z+… Há mais 980 campos com problema além dos listados\.$/);
    expect(JSON.stringify(body).length).toBeLessThan(12 * 1024);
  });
});
