import { IMPORT_ROWS_MAX } from '@orbita/contracts/finance';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, JSON_ENTRIES_MAX, jsonExcess } from './json-body';
import { signedInMobileUser, testApp } from '../../test/kit';

const app: FastifyInstance = await testApp(
  {},
  {
    probes: (probe) => {
      probe.withTypeProvider<ZodTypeProvider>().post(
        '/api/probe-json',
        {
          schema: {
            body: z.object({ a: z.unknown().optional() }).loose(),
            response: { 200: z.object({ ok: z.boolean() }) },
          },
        },
        async () => ({ ok: true }),
      );
    },
  },
);

const post = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/probe-json',
    headers: { 'content-type': 'application/json' },
    payload,
  });

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const wide = (keys: number) =>
  `{${Array.from({ length: keys }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`;

describe('jsonExcess (the scan before parsing)', () => {
  it('counts depth and entries outside strings only', () => {
    expect(jsonExcess(nested(JSON_DEPTH_MAX))).toBeUndefined();
    expect(jsonExcess(nested(JSON_DEPTH_MAX + 1))).toBe('depth');
    expect(jsonExcess('['.repeat(100_000))).toBe('depth');
    expect(jsonExcess(wide(JSON_ENTRIES_MAX - 1))).toBeUndefined();
    expect(jsonExcess(wide(JSON_ENTRIES_MAX + 1))).toBe('entries');
    expect(jsonExcess(`[${'0,'.repeat(20_000)}0]`)).toBe('entries');
    // Brackets, commas and escaped quotes inside strings are text, not structure.
    expect(jsonExcess(JSON.stringify({ a: '[{,'.repeat(50_000) }))).toBeUndefined();
    expect(jsonExcess(JSON.stringify({ a: '\\"[[[['.repeat(50_000) }))).toBeUndefined();
    expect(jsonExcess(JSON.stringify(['\\', '['.repeat(100)]))).toBeUndefined();
    expect(jsonExcess(`["\\\\"${',1'.repeat(20_000)}]`)).toBe('entries');
    expect(jsonExcess('"never closed [[[[')).toBeUndefined();
  });
});

describe('the JSON body parser', () => {
  it('parses ordinary bodies as before', async () => {
    const res = await post('{"a":[1,{"b":"x"}],"c":null}');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body nested deeper than 64 levels with a pt-BR 400, also 10^4 levels and 5·10^5 brackets', async () => {
    for (const levels of [JSON_DEPTH_MAX + 1, 10_000]) {
      const res = await post(nested(levels));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'O corpo da requisição tem níveis demais (máximo de 64 níveis).',
        code: 'validation',
      });
    }
    const brackets = await post('['.repeat(500_000) + ']'.repeat(500_000));
    expect(brackets.statusCode).toBe(400);
    expect(await post(nested(JSON_DEPTH_MAX))).toMatchObject({ statusCode: 200 });
  });

  it('refuses a body with more than 10,000 keys and items with a pt-BR 400, also 10^5 keys', async () => {
    for (const keys of [JSON_ENTRIES_MAX + 1, 100_000]) {
      const res = await post(wide(keys));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'O corpo da requisição tem itens demais (máximo de 10.000 campos e itens).',
        code: 'validation',
      });
    }
    expect(await post(wide(JSON_ENTRIES_MAX - 1))).toMatchObject({ statusCode: 200 });
  });

  it('keeps Fastify’s protections: prototype poisoning, empty and broken bodies', async () => {
    for (const payload of [
      '{"__proto__":{"admin":true}}',
      '{"a":{"constructor":{"prototype":{"admin":true}}}}',
      '{"a":',
    ]) {
      const res = await post(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({
        message: 'O corpo da requisição não é um JSON válido.',
        code: 'invalid_json',
      });
    }
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'O corpo da requisição está vazio.',
      code: 'invalid_json',
    });
  });

  it('lets the widest real body through: an import commit of 5,000 full rows', async () => {
    const { session } = await signedInMobileUser(app);
    // Finance needs a Criador or Organização workspace (platform/policy.ts).
    await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { accountType: 'creator' },
    });
    const row = {
      date: '2025-01-05',
      value: 12_345,
      type: 'expense',
      description: 'Compra no mercado',
      categoryId: null,
      fitId: '202501050001',
    };
    const payload = JSON.stringify({
      boxId: '00000000-0000-4000-8000-000000000000',
      rows: Array.from({ length: IMPORT_ROWS_MAX }, () => row),
    });
    expect(jsonExcess(payload)).toBe('entries');
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/riqueza/imports',
      headers: {
        authorization: `Bearer ${session.token}`,
        'x-workspace-id': session.workspaceId,
        'content-type': 'application/json',
      },
      payload,
    });
    // Past the parser: the box does not exist.
    expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
  });
});
