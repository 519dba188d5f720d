import { appStateSchema, taskPageSchema } from '@orbita/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledWriter, createResponseSerializerCompiler } from './serializer';

const person = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  tags: z.array(z.string()),
  manager: z.object({ id: z.string() }).nullable(),
});

async function serve(verify: boolean, answer: unknown, schema: z.ZodType = person) {
  const app = Fastify();
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify }));
  app.get('/p', { schema: { response: { 200: schema } } }, async () => answer);
  const res = await app.inject('/p');
  await app.close();
  return res;
}

describe('compiled response serializer', () => {
  it('compiles the schemas of the hot answers (no fallback to zod)', () => {
    expect(compiledWriter(person)).not.toBeNull();
    expect(compiledWriter(taskPageSchema)).not.toBeNull();
    expect(compiledWriter(appStateSchema)).not.toBeNull();
  });

  it('never writes a field the schema does not list, at any depth', async () => {
    const res = await serve(false, {
      id: 'p1',
      name: 'Ana',
      avatarUrl: null,
      tags: ['a'],
      manager: { id: 'm1', passwordHash: 'segredo' },
      passwordHash: 'segredo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('segredo');
    expect(JSON.parse(res.body)).toEqual({
      id: 'p1',
      name: 'Ana',
      avatarUrl: null,
      tags: ['a'],
      manager: { id: 'm1' },
    });
  });

  it('writes exactly what zod writes (nulls, escapes, unicode)', async () => {
    const answer = {
      id: 'p"2\\',
      name: 'João </script>\u2028',
      avatarUrl: 'https://x/y.png',
      tags: [],
      manager: null,
    };
    const res = await serve(true, answer);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(answer));
  });

  it('chooses a union branch by its discriminator, not by checks zod does not make', async () => {
    // JSON Schema's `format: uri` refuses a quote in a path that z.url() accepts (a shortcut
    // of the XSS browser test answered 500 before the checks were left out of the writer).
    const shortcut = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('internal'), url: z.string().max(5) }),
      z.object({ kind: z.literal('external'), url: z.url(), format: z.string() }),
    ]);
    const answer = {
      kind: 'external',
      url: 'https://example.com/"><script>alert("url")</script>',
      format: 'a property named like a keyword',
    };
    for (const verify of [false, true]) {
      const res = await serve(verify, answer, shortcut);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(answer));
    }
  });

  it('keeps zod for what JSON Schema cannot express (a Date)', async () => {
    const dated = z.object({ at: z.date() });
    expect(compiledWriter(dated)).toBeNull();
    const res = await serve(false, { at: new Date(Date.UTC(2026, 0, 2)), secret: 1 }, dated);
    expect(res.body).toBe('{"at":"2026-01-02T00:00:00.000Z"}');
  });

  it('outside production, an answer the two writers disagree on fails loudly', async () => {
    // The compiled writer coerces a number where a string is declared; zod refuses it.
    const loose = z.object({ n: z.number().int() });
    const res = await serve(true, { n: 1.5 }, loose);
    expect(res.statusCode).toBe(500);
  });
});
