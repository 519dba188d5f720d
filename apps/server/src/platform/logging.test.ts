import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions, redactUrl } from './logging';

/**
 * Production logs must not hold credentials: the WebSocket's `/ws?token=<access token>`,
 * e-mailed links (`?token=`, `?convite=`), Authorization and Cookie headers.
 */
const secret = 'eyJhbGciOiJIUzI1NiJ9.segredo-do-token.assinatura';

async function loggedLines(run: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
  const options = loggerOptions(config);
  const app = Fastify({ logger: { ...(options as object), stream } });
  app.get('/ws', async (request) => {
    // A handler that logs what it was sent must not leak it either.
    request.log.warn({ headers: request.headers }, 'cabeçalhos');
    return 'ok';
  });
  await run(app);
  await app.close();
  return lines;
}

describe('production logging', () => {
  it('logs request lines without query tokens, Authorization or Cookie values', async () => {
    const lines = await loggedLines(async (app) => {
      const res = await app.inject({
        method: 'GET',
        url: `/ws?token=${encodeURIComponent(secret)}&limit=5`,
        headers: { authorization: `Bearer ${secret}`, cookie: `ai-token=${secret}` },
      });
      expect(res.statusCode).toBe(200);
      await app.inject({ method: 'GET', url: `/registro/Recupera?token=${secret}` });
      await app.inject({ method: 'GET', url: `/entrar?convite=${secret}&x-api-key=${secret}` });
    });
    const incoming = lines.filter((l) => l.includes('incoming request'));
    expect(incoming).toHaveLength(3);
    expect(incoming[0]).toContain('"url":"/ws?token=[redacted]&limit=5"');
    expect(lines.some((l) => l.includes('"authorization":"[redacted]"'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain('segredo-do-token');
      expect(line).not.toContain(encodeURIComponent(secret));
    }
  });

  it('redacts credential-like query values and keeps the rest of the URL', () => {
    expect(redactUrl('/api/app/flow/tasks?cursor=abc&limit=20')).toBe(
      '/api/app/flow/tasks?cursor=abc&limit=20',
    );
    expect(redactUrl('/ws?access_token=a&refreshToken=b&XSRF=c')).toBe(
      '/ws?access_token=[redacted]&refreshToken=[redacted]&XSRF=[redacted]',
    );
    expect(redactUrl('/ws?token')).toBe('/ws?token');
    expect(redactUrl('Route GET:/ws?token=abc not found')).toBe(
      'Route GET:/ws?token=[redacted] not found',
    );
  });
});
