import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
// The type import brings the server's Fastify augmentations (app.database, cookies) into this program.
import type { AppDeps } from '../apps/server/src/app';
import { connectDatabase, migrateDatabase } from '../apps/server/src/platform/db/client';
import { AppError } from '../apps/server/src/platform/errors';
import { memberships, users, workspaces } from '../apps/server/src/platform/identity/schema';
import { registerErrorHandler } from '../apps/server/src/platform/http/error-handler';
import { registerRealtime } from '../apps/server/src/platform/realtime';
import { startBenchDatabase } from './support/servers';
import { percentile, round2 } from './support/stats';

/**
 * Realtime fan-out: N STOMP clients (REALTIME_CLIENTS, default 10,000: issue 26's scale; each
 * process then holds 10,000 sockets, so `ulimit -n` must be above that) subscribed to
 * `/topic/*` on one in-process server (embedded PostgreSQL, fake authenticator), one
 * event published to their shared workspace per round. Delivery latency = publish call
 * → NOTIFY round trip through PostgreSQL → written to every socket → parsed by the client
 * (clients live in a child process, same clock); memory per
 * connection = the server process's growth ÷ N after a GC.
 */
export interface RealtimeBenchResult {
  clients: number;
  rounds: number;
  connectSeconds: number;
  latencyMs: { p50: number; p99: number; max: number; mean: number };
  perConnection: { rssKB: number; heapKB: number };
  deliveries: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function memory() {
  for (let i = 0; i < 3; i++) gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

function reply<T>(child: ChildProcess, expect: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`clientes não responderam (${expect}) em ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: { kind: string; message?: string }) => {
      if (message.kind !== expect && message.kind !== 'failed') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      if (message.kind === 'failed') reject(new Error(message.message));
      else resolve(message as T);
    };
    child.on('message', onMessage);
  });
}

function request<T>(
  child: ChildProcess,
  message: object,
  expect: string,
  timeoutMs: number,
): Promise<T> {
  const answer = reply<T>(child, expect, timeoutMs);
  child.send(message);
  return answer;
}

export async function runRealtimeBench(
  options: { clients?: number; rounds?: number } = {},
): Promise<RealtimeBenchResult> {
  const clients = options.clients ?? Number(process.env.REALTIME_CLIENTS ?? 10_000);
  const rounds = options.rounds ?? 20;
  const database = await startBenchDatabase();
  const handle: AppDeps['database'] = connectDatabase(database.url);
  const app = Fastify({ logger: false });
  let child: ChildProcess | undefined;
  try {
    await migrateDatabase(handle.db);
    const [workspace] = await handle.db.insert(workspaces).values({ name: 'Bench' }).returning();
    if (!workspace) throw new Error('workspace não criado');
    const workspaceId = workspace.id;
    const ids: string[] = [];
    for (let i = 0; i < clients; i += 500) {
      const batch = Array.from({ length: Math.min(500, clients - i) }, (_, j) => ({
        name: `Bench ${i + j}`,
        email: `bench-${randomUUID()}@exemplo.com.br`,
      }));
      const rows = await handle.db.insert(users).values(batch).returning({ id: users.id });
      await handle.db
        .insert(memberships)
        .values(rows.map((r) => ({ workspaceId, userId: r.id, role: 'editor' as const })));
      ids.push(...rows.map((r) => r.id));
    }

    app.decorate('database', handle);
    registerErrorHandler(app);
    // The token is the user id: authentication is not what is measured here.
    const known = new Set(ids);
    await registerRealtime(app, {
      authenticate: async (request) => {
        const { token } = request.query as { token?: string };
        if (!token || !known.has(token)) throw AppError.unauthenticated();
        return { userId: token };
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const before = memory();
    child = fork(path.join(here, 'realtime-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const connectStarted = Date.now();
    await request(
      child,
      {
        kind: 'start',
        urls: ids.map((id) => `ws://127.0.0.1:${port}/ws?token=${id}`),
        concurrency: 50,
      },
      'ready',
      90_000,
    );
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    const after = memory();
    if (app.realtime.connections !== clients)
      throw new Error(`${app.realtime.connections} de ${clients} conexões abertas`);

    const all: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await request(child, { kind: 'round', round }, 'armed', 10_000);
      const done = reply<{ latencies: number[] }>(child, 'latencies', 30_000);
      const sentAt = performance.timeOrigin + performance.now();
      await app.realtime.publish({
        type: 'updated',
        workspaceId,
        entity: 'bench',
        id: String(round),
        data: { round, sentAt },
      });
      all.push(...(await done).latencies);
    }
    all.sort((a, b) => a - b);
    return {
      clients,
      rounds,
      connectSeconds: round2(connectSeconds),
      latencyMs: {
        p50: round2(percentile(all, 50)),
        p99: round2(percentile(all, 99)),
        max: round2(all[all.length - 1] ?? 0),
        mean: round2(all.reduce((s, n) => s + n, 0) / Math.max(1, all.length)),
      },
      perConnection: {
        rssKB: round2((after.rss - before.rss) / clients / 1024),
        heapKB: round2((after.heapUsed - before.heapUsed) / clients / 1024),
      },
      deliveries: all.length,
    };
  } finally {
    const running = child;
    if (running && running.exitCode === null) {
      const exited = new Promise((r) => running.once('exit', r));
      running.send({ kind: 'stop' });
      await exited;
    }
    await app.close();
    await handle.close().catch(() => {});
    await database.stop();
  }
}

export function saveRealtimeResult(result: RealtimeBenchResult): string {
  const dir = path.join(here, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'realtime.json');
  const meta = {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
  };
  fs.writeFileSync(file, JSON.stringify({ meta, data: result }, null, 2) + '\n');
  return file;
}

export function printRealtimeResult(result: RealtimeBenchResult): void {
  console.log(`\nRealtime (${result.clients} clientes STOMP, ${result.rounds} eventos)`);
  console.table({
    'entrega p50 (ms)': result.latencyMs.p50,
    'entrega p99 (ms)': result.latencyMs.p99,
    'entrega máx (ms)': result.latencyMs.max,
    'RSS por conexão (KB)': result.perConnection.rssKB,
    'heap por conexão (KB)': result.perConnection.heapKB,
    'conexão de todos (s)': result.connectSeconds,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  runRealtimeBench()
    .then((result) => {
      const file = saveRealtimeResult(result);
      printRealtimeResult(result);
      console.log(`Tempo: ${Math.round((Date.now() - started) / 1000)} s; resultado em ${file}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
