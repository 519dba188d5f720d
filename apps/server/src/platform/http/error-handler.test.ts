import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
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
});
