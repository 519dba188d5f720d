import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createMember, testDatabase, tokenFor, uniqueEmail } from '../../test/kit';
import { connectDatabase } from '../db/client';
import { isLoopback } from '../http/loopback-only';

/**
 * The dev routes (`/dev/mailbox`, `/dev/mailbox.json`, `/dev/notifications`) hold
 * password-reset links: they exist only when development is asked for explicitly, and then
 * answer only to a client on this machine, whatever X-Forwarded-For says.
 */
const database = testDatabase();

/** The app as `node dist/main.js` builds it from this environment (no NODE_ENV default of ours). */
async function appFrom(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({ WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent', ...env }),
    database: connectDatabase(inject('databaseUrl')),
  });
  await app.ready();
  // Per test: these helpers run inside tests, where an afterAll is ignored (the app or
  // server then outlived the file).
  onTestFinished(() => app.close());
  return app;
}

const devPaths = [
  { method: 'GET', url: '/dev/mailbox' },
  { method: 'GET', url: '/dev/mailbox.json' },
  { method: 'POST', url: '/dev/notifications' },
] as const;

describe('dev routes', () => {
  it('do not exist when NODE_ENV is not set: production is the default', async () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    const app = await appFrom({});
    for (const { method, url } of devPaths) {
      expect(app.hasRoute({ method, url }), url).toBe(false);
    }
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(404);
  });

  it('in development answer loopback clients only, by the socket address, not X-Forwarded-For', async () => {
    const app = await appFrom({ NODE_ENV: 'development', TRUST_PROXY: 'true' });
    const { user } = await createMember(database);
    const authorization = `Bearer ${await tokenFor(app, database, user.id)}`;
    const to = encodeURIComponent(uniqueEmail());
    const notification = { title: 'Olá' };

    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const mailbox = await app.inject({
        url: `/dev/mailbox.json?to=${to}`,
        remoteAddress: local,
      });
      expect(mailbox.statusCode, local).toBe(200);
      const created = await app.inject({
        method: 'POST',
        url: '/dev/notifications',
        headers: { authorization },
        payload: notification,
        remoteAddress: local,
      });
      expect(created.statusCode, `${local} ${created.body}`).toBe(201);
    }

    for (const remote of ['10.1.2.3', '192.168.0.7', '2001:db8::1', '::ffff:10.0.0.1']) {
      for (const { method, url } of devPaths) {
        const res = await app.inject({
          method,
          url,
          headers: { authorization, 'x-forwarded-for': '127.0.0.1' },
          payload: method === 'POST' ? notification : undefined,
          remoteAddress: remote,
        });
        expect(res.statusCode, `${remote} ${url}`).toBe(404);
        expect(res.json(), `${remote} ${url}`).toEqual({
          message: 'Página não encontrada.',
          code: 'not_found',
        });
      }
    }
  });

  it('recognises loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(a), a).toBe(true);
    for (const a of [undefined, '', '0.0.0.0', '10.0.0.1', '128.0.0.1', '::ffff:10.0.0.1', '::2'])
      expect(isLoopback(a), String(a)).toBe(false);
  });
});
