import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createAccounts } from '../apps/server/src/resilience/accounts';
import { startBenchDatabase, startOrbita } from './support/servers';
import { percentile, round2 } from './support/stats';

/**
 * Password spraying from one address (issue 14): LOGIN_SPRAY_ATTEMPTS (200) wrong-password
 * logins over 40 real accounts, LOGIN_SPRAY_PARALLEL (20) at a time, from 127.0.0.1 against
 * the production server, while `/api/health` is probed every 20 ms. Three runs:
 * - "antes": no per-IP budget and no hashing queue (the behaviour the issue measured);
 * - "orçamento por IP": the product's limits; the per-IP budget engages (429s);
 * - "sem orçamento por IP" (many addresses, as a botnet): the budget raised out of the way,
 *   only the bounded hashing queue stands between the logins and everyone else.
 * Target: health p99 under 100 ms with the fixes; compare with "antes" of the same run.
 */
export interface SprayRun {
  name: string;
  attempts: number;
  statuses: Record<string, number>;
  sprayMs: number;
  health: { samples: number; p50: number; p99: number; max: number; failures: number };
  healthIdle: { p50: number; p99: number };
  /** The machine's 1-minute load average when the run ended (others' work skews timings). */
  loadAverage: number;
}

export interface LoginSprayResult {
  accounts: number;
  parallel: number;
  targetHealthP99Ms: number;
  runs: SprayRun[];
}

const ACCOUNTS = 40;
const attempts = Number(process.env.LOGIN_SPRAY_ATTEMPTS ?? 200);
const parallel = Number(process.env.LOGIN_SPRAY_PARALLEL ?? 20);
const TARGET_P99_MS = 100;

async function timedHealth(base: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.ok };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/** Probes health every `everyMs` until `stop()`; answers the latencies. */
function probeHealth(base: string, everyMs = 20) {
  const samples: { ms: number; ok: boolean }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(await timedHealth(base));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return samples;
  };
}

function summary(samples: { ms: number; ok: boolean }[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    samples: samples.length,
    p50: round2(percentile(sorted, 50)),
    p99: round2(percentile(sorted, 99)),
    max: round2(sorted.at(-1) ?? 0),
    failures: samples.filter((s) => !s.ok).length,
  };
}

async function sprayRun(
  name: string,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<SprayRun> {
  // The product's limits, except sign-ups (the 40 accounts come from 127.0.0.1 too).
  const server = await startOrbita(databaseUrl, {
    AUTH_LOGIN_LIMIT: '10',
    AUTH_LOGIN_IP_LIMIT: '30',
    AUTH_HASH_QUEUE: '16',
    ...env,
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await pool.query('delete from rate_limits'); // each run starts with fresh counters
    const accounts = await createAccounts(server.url, pool, ACCOUNTS, 4);
    const idle = summary(await collectIdle(server.url));

    const stop = probeHealth(server.url);
    const statuses: Record<string, number> = {};
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < attempts) {
        const i = next++;
        const account = accounts[i % accounts.length]!;
        const res = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-type': 'mobile' },
          body: JSON.stringify({ email: account.email, password: `chute-${i}-errado` }),
        }).catch(() => null);
        await res?.arrayBuffer();
        const key = String(res?.status ?? 'erro de rede');
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    const sprayMs = Math.round(performance.now() - started);
    const health = summary(await stop());
    return {
      name,
      attempts,
      statuses,
      sprayMs,
      health,
      healthIdle: { p50: idle.p50, p99: idle.p99 },
      loadAverage: round2(os.loadavg()[0] ?? 0),
    };
  } finally {
    await pool.end();
    await server.stop();
  }
}

async function collectIdle(base: string) {
  const samples: { ms: number; ok: boolean }[] = [];
  for (let i = 0; i < 100; i++) {
    samples.push(await timedHealth(base));
    await new Promise((r) => setTimeout(r, 10));
  }
  return samples;
}

export async function runLoginSprayBench(databaseUrl: string): Promise<LoginSprayResult> {
  const runs = [
    // Today's behaviour before issue 14: no per-IP budget, every hash at once (libuv's pool).
    await sprayRun('antes: sem orçamento, sem fila', databaseUrl, {
      AUTH_LOGIN_IP_LIMIT: '1000000',
      AUTH_LOGIN_LIMIT: '1000000',
      AUTH_HASH_CONCURRENCY: '1000',
      AUTH_HASH_QUEUE: '1000000',
    }),
    await sprayRun('orçamento por IP (padrão)', databaseUrl, {}),
    await sprayRun('sem orçamento por IP (só a fila de hash)', databaseUrl, {
      AUTH_LOGIN_IP_LIMIT: '1000000',
      AUTH_LOGIN_LIMIT: '1000000',
    }),
  ];
  return { accounts: ACCOUNTS, parallel, targetHealthP99Ms: TARGET_P99_MS, runs };
}

export function printLoginSprayResult(result: LoginSprayResult): void {
  console.log(
    `\nLogin spray de um IP: ${attempts} senhas erradas em ${result.accounts} contas, ${result.parallel} de cada vez; /api/health a cada 20 ms (ms; meta p99 < ${result.targetHealthP99Ms})`,
  );
  console.table(
    Object.fromEntries(
      result.runs.map((r) => [
        r.name,
        {
          '401': r.statuses['401'] ?? 0,
          '429': r.statuses['429'] ?? 0,
          '503': r.statuses['503'] ?? 0,
          outros: Object.entries(r.statuses)
            .filter(([s]) => !['401', '429', '503'].includes(s))
            .reduce((n, [, c]) => n + c, 0),
          'spray ms': r.sprayMs,
          'health p50 parado': r.healthIdle.p50,
          'health p50': r.health.p50,
          'health p99': r.health.p99,
          'health máx': r.health.max,
          'p99 na meta': r.health.p99 < result.targetHealthP99Ms ? 'sim' : 'NÃO',
          'carga (1 min)': r.loadAverage,
        },
      ]),
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const database = await startBenchDatabase();
  try {
    const result = await runLoginSprayBench(database.url);
    printLoginSprayResult(result);
    const dir = path.join(import.meta.dirname, 'results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'login-spray.json'),
      JSON.stringify({ meta: { at: new Date().toISOString() }, data: result }, null, 2) + '\n',
    );
  } finally {
    await database.stop();
  }
}
