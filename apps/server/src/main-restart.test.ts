import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './platform/db/embedded';
import { productionServerArgs } from './resilience/server-process';

/**
 * The real `npm start` path: embedded PostgreSQL in DATA_DIR, migrations, listen. Killing
 * the server with SIGKILL orphans its PostgreSQL and leaves postmaster.pid behind; the next
 * start must cope and keep the data.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-restart-'));
const lockedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-lock-'));
const children: ChildProcess[] = [];

function spawnServer(port: number, dir: string): { child: ChildProcess; stderr(): string } {
  const child = spawn(process.execPath, productionServerArgs(), {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return { child, stderr: () => stderr };
}

async function start(port: number, dir = dataDir): Promise<ChildProcess> {
  const { child, stderr } = spawnServer(port, dir);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${stderr()}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function postgresPid(dir = dataDir): number {
  return Number(
    fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of [dataDir, lockedDir]) {
    try {
      process.kill(postgresPid(dir), 'SIGINT');
    } catch {
      // already stopped
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(lockedDir, { recursive: true, force: true });
});

describe('server lifecycle', () => {
  it('stops cleanly on SIGTERM and survives SIGKILL with an orphaned PostgreSQL', async () => {
    const port = await freePort();
    const first = await start(port);
    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await start(port);
    // An acknowledged write just before the crash must survive it.
    const email = `reinicio-${Date.now()}@exemplo.com.br`;
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pessoa Reinício', email, password: 'senha-reinicio-1' }),
    });
    expect(registered.status).toBe(201);
    const orphan = postgresPid();
    second.kill('SIGKILL');
    await exited(second);
    expect(() => process.kill(orphan, 0)).not.toThrow(); // PostgreSQL outlived the server

    const third = await start(port);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
    // The account is there: the right password meets "confirm your e-mail" (403), not 401.
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'senha-reinicio-1' }),
    });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { code: string }).code).toBe('auth.email_unconfirmed');
    third.kill('SIGTERM');
    expect(await exited(third)).toBe(0);
  }, 120_000);

  it('refuses a second server on the same DATA_DIR (exit 1, pt-BR and English) and the first keeps answering', async () => {
    const port = await freePort();
    const first = await start(port, lockedDir);
    const database = postgresPid(lockedDir);

    const second = spawnServer(await freePort(), lockedDir);
    // Hang guard: before the lock, the second server stopped the first one's PostgreSQL
    // (taking it for an orphan) and kept running on the same data.
    const code = await Promise.race([
      exited(second.child),
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), 60_000)),
    ]);
    expect(code, second.stderr()).toBe(1);
    expect(second.stderr()).toContain('Outro servidor Orbita');
    expect(second.stderr()).toContain('Another Orbita server');
    expect(second.stderr()).toContain(lockedDir);

    expect(postgresPid(lockedDir)).toBe(database);
    expect(() => process.kill(database, 0)).not.toThrow();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Pessoa Trava',
        email: `trava-${Date.now()}@exemplo.com.br`,
        password: 'senha-trava-forte-1',
      }),
    });
    expect(registered.status).toBe(201);

    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect(fs.existsSync(path.join(lockedDir, 'orbita.lock'))).toBe(false);
  }, 120_000);
});
