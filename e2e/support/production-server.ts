import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A production server of its own (`node dist/main.js`, as `npm start` runs it, NODE_ENV
 * production and no SMTP_URL unless `env` says otherwise) on a free port with its own
 * DATA_DIR, its JSON log lines kept: what a newcomer sees in their terminal. The e2e
 * webServer built dist/ before any test runs; the web build is the one the suite serves.
 */
const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ProductionServer {
  baseURL: string;
  dataDir: string;
  lines: LogLine[];
  /** Waits for a log line that `match` accepts, and returns it. */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM and wait for the clean exit (the embedded PostgreSQL stops with it). */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The server's own words when its HTTP port was taken between freePort() and listen(). */
const PORT_TAKEN = 'não foi possível abrir a porta';

export async function startProductionServer(
  options: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<ProductionServer> {
  try {
    return await startOnce(options);
  } catch (error) {
    // freePort() releases the port before the server binds it, and the server's embedded
    // PostgreSQL (or another test's process) can take it in between: that, and only that,
    // is retried once on a new port. Any other exit fails the test with the server's log.
    if (options.port !== undefined || !String(error).includes(PORT_TAKEN)) throw error;
    return startOnce(options);
  }
}

async function startOnce(
  options: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync('/tmp/orbita-first-run-');
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let rest = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        lines.push({ level: 0, msg: part });
      }
    }
  });
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));

  const waitForLine = async (match: (line: LogLine) => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = lines.find(match);
      if (found) return found;
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`linha de log não encontrada; stderr: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };

  // Its output may still be arriving when it exits: read to the end before saying why.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const lastLines = () =>
    lines
      .slice(-5)
      .map((l) => `${l.msg}${l.err ? ` ${JSON.stringify(l.err)}` : ''}`)
      .join(' | ');

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      throw new Error(`o servidor saiu (${child.exitCode}): ${stderr} ${lastLines()}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`o servidor não respondeu em ${baseURL}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { baseURL, dataDir, lines, waitForLine, stop };
}
