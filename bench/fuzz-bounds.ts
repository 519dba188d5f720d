import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  DEEP_LEVELS,
  hostileRequests,
  WIDE_KEYS,
  WIDE_QUERY_KEYS,
  type HostileRequest,
} from '../apps/server/src/resilience/fuzz/hostile-bodies';
import { operationsOf } from '../apps/server/src/resilience/fuzz/openapi';
import { startBenchDatabase, startOrbita } from './support/servers';
import { signInBenchSessions } from './support/sessions';
import { percentile, round2 } from './support/stats';

/**
 * Issue 14's "must show", timed: the built production server gets a wide (10^5 keys) and a
 * deep (10^4 levels) JSON body, and a 1,500-parameter query, on every route of its OpenAPI
 * document, signed in and signed out, one at a time, while `/api/health` is polled every
 * 25 ms. Prints and saves (bench/results/fuzz-bounds.json) the largest answer, p50/p99/max
 * time per answer and health p50/p99/max meanwhile, against the issue's budgets: every answer
 * a 4xx where the body is read, under 100 KB and 500 ms; health under 100 ms.
 *
 * Alone: `npx tsx bench/fuzz-bounds.ts` (after `npm run build -w @orbita/server`).
 */
export const fuzzBudgets = { answerMs: 500, healthMs: 100, answerBytes: 100 * 1024 };

export interface FuzzBoundsResult {
  operations: number;
  requests: number;
  shapes: { wideKeys: number; deepLevels: number; queryKeys: number };
  statuses: Record<string, number>;
  /** Answers that had to refuse (the body was read) and did not, or any 5xx / cut connection. */
  failures: string[];
  maxBytes: number;
  largest: string;
  answerMs: { p50: number; p99: number; max: number };
  slowest: string;
  healthMs: { samples: number; p50: number; p99: number; max: number; failed: number };
  /** Health alone for 5 s before the sweep: what this machine gives right now, to compare. */
  healthIdleMs: { samples: number; p50: number; p99: number; max: number };
  aliveAfter: boolean;
  withinBudget: { answerBytes: boolean; answerMs: boolean; healthMs: boolean };
}

interface Answer {
  status: number;
  bytes: number;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** One request with node:http (fetch refuses a GET with a body); status 0 = connection cut. */
function send(
  base: string,
  request: Omit<HostileRequest, 'label' | 'mustRefuse'>,
): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    const done = (status: number, bytes: number) => {
      if (settled) return;
      settled = true;
      resolve({ status, bytes, ms: performance.now() - started });
    };
    const req = http.request(
      new URL(request.url, base),
      {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.payload !== undefined
            ? { 'content-length': String(Buffer.byteLength(request.payload)) }
            : {}),
        },
        agent,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => done(res.statusCode ?? 0, bytes));
        res.on('error', () => done(res.statusCode ?? 0, bytes));
      },
    );
    // The server may answer (401, 413) before reading the whole body and close: that is fine.
    req.on('error', () => done(0, 0));
    req.end(request.payload);
  });
}

/**
 * The health poller runs in a worker thread: its own event loop, so the sweep's writing of
 * 1 MB bodies in this thread never delays a health answer's timing (only the server does).
 */
const pollerSource = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const ms = [];
let failed = 0;
let running = true;
parentPort.on('message', () => (running = false));
function once() {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(workerData.url, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) ms.push(performance.now() - started);
        else failed += 1;
        resolve();
      });
    });
    req.on('error', () => { failed += 1; resolve(); });
  });
}
(async () => {
  while (running) {
    await once();
    await new Promise((r) => setTimeout(r, 25));
  }
  agent.destroy();
  parentPort.postMessage({ ms, failed });
})();
`;

function pollHealth(base: string): { stop(): Promise<{ ms: number[]; failed: number }> } {
  const worker = new Worker(pollerSource, {
    eval: true,
    workerData: { url: `${base}/api/health` },
  });
  const result = new Promise<{ ms: number[]; failed: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const polled = await result;
      await worker.terminate();
      return polled;
    },
  };
}

export async function measureFuzzBounds(databaseUrl: string): Promise<FuzzBoundsResult> {
  const server = await startOrbita(databaseUrl);
  try {
    const { sessions } = await signInBenchSessions(server.url, databaseUrl, 1);
    const caller = sessions[0]!;
    // An Organização may write everywhere, so its writes get past the account-type check.
    const upgraded = await fetch(`${server.url}/api/app/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ accountType: 'organization' }),
    });
    if (!upgraded.ok) throw new Error(`tipo de conta do bench: ${upgraded.status}`);
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as Parameters<
      typeof operationsOf
    >[0];
    const operations = operationsOf(document);
    const requests = hostileRequests(operations, caller);

    const idlePoller = pollHealth(server.url);
    await new Promise((r) => setTimeout(r, 5_000));
    const idle = [...(await idlePoller.stop()).ms].sort((a, b) => a - b);

    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    const times: number[] = [];
    let largest = { bytes: 0, label: '' };
    let slowest = { ms: 0, label: '' };
    const poller = pollHealth(server.url);
    for (const request of requests) {
      const answer = await send(server.url, request);
      const key = answer.status === 0 ? 'cortada' : String(answer.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      times.push(answer.ms);
      if (answer.bytes > largest.bytes) largest = { bytes: answer.bytes, label: request.label };
      if (answer.ms > slowest.ms) slowest = { ms: answer.ms, label: request.label };
      if (
        answer.status >= 500 ||
        answer.status === 0 ||
        (request.mustRefuse && answer.status < 400)
      )
        failures.push(`${request.label} → ${key}`);
    }
    const health = await poller.stop();
    const aliveAfter =
      (await send(server.url, { method: 'GET', url: '/api/health', headers: {} })).status === 200;

    const sortedTimes = [...times].sort((a, b) => a - b);
    const sortedHealth = [...health.ms].sort((a, b) => a - b);
    const answerMs = {
      p50: round2(percentile(sortedTimes, 50)),
      p99: round2(percentile(sortedTimes, 99)),
      max: round2(sortedTimes.at(-1) ?? 0),
    };
    const healthMs = {
      samples: health.ms.length,
      p50: round2(percentile(sortedHealth, 50)),
      p99: round2(percentile(sortedHealth, 99)),
      max: round2(sortedHealth.at(-1) ?? 0),
      failed: health.failed,
    };
    return {
      operations: operations.length,
      requests: requests.length,
      shapes: { wideKeys: WIDE_KEYS, deepLevels: DEEP_LEVELS, queryKeys: WIDE_QUERY_KEYS },
      statuses,
      failures,
      maxBytes: largest.bytes,
      largest: largest.label,
      answerMs,
      slowest: `${slowest.label} (${round2(slowest.ms)} ms)`,
      healthMs,
      healthIdleMs: {
        samples: idle.length,
        p50: round2(percentile(idle, 50)),
        p99: round2(percentile(idle, 99)),
        max: round2(idle.at(-1) ?? 0),
      },
      aliveAfter,
      withinBudget: {
        answerBytes: largest.bytes < fuzzBudgets.answerBytes,
        answerMs: answerMs.max < fuzzBudgets.answerMs,
        healthMs: healthMs.p99 < fuzzBudgets.healthMs && health.failed === 0,
      },
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

export function saveFuzzBoundsResult(result: FuzzBoundsResult): void {
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const meta = {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
  };
  fs.writeFileSync(
    path.join(dir, 'fuzz-bounds.json'),
    JSON.stringify({ meta, data: result }, null, 2) + '\n',
  );
}

export function printFuzzBoundsResult(r: FuzzBoundsResult): void {
  const ok = (b: boolean) => (b ? 'ok' : 'ACIMA');
  console.log(
    `\nCorpos hostis em ${r.operations} rotas (${r.requests} requisições: ${r.shapes.wideKeys} chaves, ${r.shapes.deepLevels} níveis, ${r.shapes.queryKeys} parâmetros; com e sem sessão)`,
  );
  console.table({
    'maior resposta (bytes)': {
      valor: r.maxBytes,
      orçamento: fuzzBudgets.answerBytes,
      '': ok(r.withinBudget.answerBytes),
    },
    'resposta p50 (ms)': { valor: r.answerMs.p50 },
    'resposta p99 (ms)': { valor: r.answerMs.p99 },
    'resposta máx (ms)': {
      valor: r.answerMs.max,
      orçamento: fuzzBudgets.answerMs,
      '': ok(r.withinBudget.answerMs),
    },
    'health p50 (ms)': { valor: r.healthMs.p50 },
    'health p99 (ms)': {
      valor: r.healthMs.p99,
      orçamento: fuzzBudgets.healthMs,
      '': ok(r.withinBudget.healthMs),
    },
    'health máx (ms)': { valor: r.healthMs.max },
    'health p50 / p99 sem a varredura (ms)': {
      valor: `${r.healthIdleMs.p50} / ${r.healthIdleMs.p99}`,
    },
  });
  console.log(`Situações: ${JSON.stringify(r.statuses)}; mais lenta: ${r.slowest}`);
  console.log(
    `Servidor vivo depois: ${r.aliveAfter ? 'sim' : 'NÃO'}; falhas: ${r.failures.length}`,
  );
  for (const failure of r.failures.slice(0, 20)) console.log(`  ${failure}`);
}

/** The scenario `bench/run.ts` calls: measure, save, print. */
export async function runFuzzBoundsBench(databaseUrl: string): Promise<FuzzBoundsResult> {
  const result = await measureFuzzBounds(databaseUrl);
  saveFuzzBoundsResult(result);
  printFuzzBoundsResult(result);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const database = await startBenchDatabase();
  try {
    await runFuzzBoundsBench(database.url);
  } finally {
    await database.stop();
  }
}
