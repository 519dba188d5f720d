import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import {
  freePort,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../../apps/server/src/platform/db/embedded';
import { connectDatabase, migrateDatabase } from '../../apps/server/src/platform/db/client';
import { productionServerArgs } from '../../apps/server/src/resilience/server-process';

const root = path.resolve(import.meta.dirname, '../..');

const migrationsDir = path.join(root, 'apps/server/src/db/migrations');

/**
 * A stopped, migrated data directory the bench's databases are copied from. About 20 parts
 * each started a fresh embedded PostgreSQL: initdb and the migrations took ~10 s of every
 * start (5.4 s + 4.4 s on 28/11, load 5), ~3 minutes of `npm run bench`; a copy takes well
 * under a second. Keyed by the migrations' journal, so a new migration makes a new template;
 * built in a directory of its own and renamed into place, so a half-built one is never used.
 */
async function migratedTemplate(): Promise<string> {
  const journal = fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'));
  const key = createHash('sha256').update(journal).digest('hex').slice(0, 12);
  const template = path.join(os.tmpdir(), `orbita-bench-template-${key}`);
  if (fs.existsSync(path.join(template, 'postgres', 'PG_VERSION'))) return template;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-bench-template-building-'));
  const db = await startEmbeddedDatabase(building, pino({ level: 'warn' }));
  try {
    const handle = connectDatabase(db.url);
    try {
      await migrateDatabase(handle.db);
    } finally {
      await handle.close();
    }
  } finally {
    await db.stop();
  }
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run made it first
  }
  return template;
}

/** A temporary embedded PostgreSQL shared by the Orbita server and the baseline. */
export async function startBenchDatabase(): Promise<EmbeddedDatabase & { dir: string }> {
  const template = await migratedTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-bench-'));
  // `cp -a`: the files belong to the user PostgreSQL runs as, which a copy must keep.
  execFileSync('cp', ['-a', path.join(template, 'postgres'), path.join(dir, 'postgres')]);
  const db = await startEmbeddedDatabase(dir, pino({ level: 'warn' }));
  return {
    ...db,
    dir,
    stop: async () => {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`servidor saiu: ${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`servidor não respondeu em ${url}: ${log()}`);
}

function spawnNode(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  return { child, log: () => stderr };
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * The production Orbita server (its build and the built web app, NODE_ENV=production, both
 * built by `npm run bench`) on the given database.
 */
export async function startOrbita(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, log } = spawnNode(productionServerArgs(), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The bench signs many people in from 127.0.0.1; a longer access token outlives the run.
    AUTH_REGISTER_LIMIT: '1000000',
    AUTH_LOGIN_LIMIT: '1000000',
    AUTH_LOGIN_IP_LIMIT: '1000000',
    AUTH_HASH_QUEUE: '100000',
    // Explore's public API and pages are limited per IP; the bench asks from one address.
    EXPLORE_RATE_LIMIT: '100000000',
    AUTH_ACCESS_TOKEN_TTL_SECONDS: '3600',
    // A scenario may ask for the product's limits back (login-spray).
    ...env,
  });
  await waitFor(`${url}/api/health`, child, log);
  return { url, process: child, stop: stopper(child) };
}

/** The baseline: bare Fastify + pg answering one primary-key select. */
export async function startBaseline(databaseUrl: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, log } = spawnNode(['--import', 'tsx', 'bench/support/baseline-server.ts'], {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
  });
  await waitFor(`${url}/ready`, child, log);
  return { url, process: child, stop: stopper(child) };
}

/** A round-robin HTTP proxy (support/round-robin-proxy.ts) in front of `targets`, in its own process. */
export async function startRoundRobinProxy(targets: string[]): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, log } = spawnNode(['--import', 'tsx', 'bench/support/round-robin-proxy.ts'], {
    PORT: String(port),
    PROXY_TARGETS: targets.join(','),
  });
  await waitFor(`${url}/api/health`, child, log);
  return { url, process: child, stop: stopper(child) };
}
