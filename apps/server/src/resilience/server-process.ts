import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The real `npm start` path in a child process (the production build, dist/main.js), for
 * suites that kill it, starve it of its database or load it from outside: nothing is shared
 * with the test process but HTTP and the database.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * `node` arguments that run the production build as `npm start` does. The test runs build it
 * once beforehand (vitest global setup); a bench run builds it with `npm run build`.
 */
export function productionServerArgs(): string[] {
  const entry = path.join(serverDir, 'dist/main.js');
  if (!fs.existsSync(entry))
    throw new Error(
      `Servidor não compilado (falta ${entry}): rode npm run build -w @orbita/server.`,
    );
  // ORBITA_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (the
  // bench's flame graphs, issue 26; NODE_OPTIONS may not carry --cpu-prof).
  const profile = process.env.ORBITA_CPU_PROF;
  return [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    // As `npm start` (apps/server/package.json): a 64 MB young generation. A request's garbage
    // (rows, presented objects, answer text) dies young; with V8's default 16 MB the
    // scavenger ran so often that the list and entries scenarios served 20-30 % fewer
    // requests (issue 26). The price is memory: each of the two semi-spaces may grow to 64 MB.
    '--max-semi-space-size=64',
    '--enable-source-maps',
    entry,
  ];
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last lines the server wrote to stderr (for failure messages). */
  log(): string;
  /** SIGKILL: no shutdown hook runs, in-flight requests are cut. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the clean exit. */
  stop(): Promise<void>;
  /** Resident memory of the server process in bytes (from /proc). */
  rss(): number;
}

export interface ServerOptions {
  port: number;
  /** Embedded PostgreSQL in this folder (the default `npm start` mode)... */
  dataDir?: string;
  /** ...or any PostgreSQL. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** How long to wait for /api/health to answer 200. */
  startTimeoutMs?: number;
}

/** Limits high enough that suites making many accounts from 127.0.0.1 never meet them. */
export const generousLimits = {
  AUTH_REGISTER_LIMIT: '1000000',
  AUTH_LOGIN_LIMIT: '1000000',
  AUTH_RECOVER_LIMIT: '1000000',
  AUTH_LOGIN_IP_LIMIT: '1000000',
  AUTH_RECOVER_IP_LIMIT: '1000000',
  AUTH_PLAY_LIMIT: '1000000',
  AUTH_HASH_QUEUE: '100000',
};

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, productionServerArgs(), {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      APP_URL: `http://localhost:${options.port}`,
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...generousLimits,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-8000)));
  const server: ServerProcess = {
    url,
    child,
    log: () => stderr,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
    rss: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok)
        return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await server.kill();
  throw new Error(`o servidor não respondeu em ${url}: ${stderr}`);
}

/** The PostgreSQL an embedded-mode server started in `dataDir` (pid and port from postmaster.pid). */
export function embeddedPostgres(dataDir: string): { pid: number; url: string } | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  // The credentials startEmbeddedDatabase uses (platform/db/embedded.ts).
  return { pid, url: `postgres://orbita:orbita@127.0.0.1:${port}/orbita` };
}

/** Stops an orphaned embedded PostgreSQL the way the next start would (fast shutdown). */
export async function stopOrphan(dataDir: string): Promise<void> {
  const pg = embeddedPostgres(dataDir);
  if (!pg) return;
  try {
    process.kill(pg.pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pg.pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
