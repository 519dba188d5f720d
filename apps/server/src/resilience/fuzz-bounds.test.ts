import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileRequests, WIDE_KEYS, DEEP_LEVELS } from './fuzz/hostile-bodies';
import { operationsOf } from './fuzz/openapi';
import { authTestApp, randomIp, signedInMobileUser } from '../test/kit';

/**
 * Issue 14: a wide (10^5 keys) and a deep (10^4 levels) JSON body — and 1,500 query
 * parameters — to every route of the OpenAPI document, signed in (a Principal, so the body
 * is read) and signed out: every answer that read the body is a 4xx, none is a 5xx, every
 * answer is under 100 KB, and the server keeps answering `/api/health` meanwhile.
 * Times are recorded and printed, not asserted (a loaded 2-core machine); the 500 ms /
 * 100 ms budgets are checked by `bench/fuzz-bounds.ts` against a built server. The only
 * clock here is a hang guard: no answer takes 10 s.
 */
const ANSWER_BYTES_MAX = 100 * 1024;
const HANG_GUARD_MS = 10_000;

const app: FastifyInstance = await authTestApp();
const owner = await signedInMobileUser(app);
// An Organização may write everywhere (platform/policy.ts), so its writes get past the
// account-type check and their bodies are read.
expect(
  (
    await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: { authorization: `Bearer ${owner.session.token}` },
      payload: { accountType: 'organization' },
    })
  ).statusCode,
).toBe(200);
const operations = operationsOf((await app.inject({ url: '/api/docs/json' })).json());
const requests = hostileRequests(operations, owner.session);

interface Sample {
  label: string;
  status: number;
  bytes: number;
  ms: number;
}
const samples: Sample[] = [];
/** Signed-in requests whose body is read, and how many of them the body parser refused. */
const reachedParser = { sent: 0, refused: 0 };
const health: number[] = [];

/** Polls `/api/health` while the sweep runs, recording each answer's time. */
function pollHealth(): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await app.inject({ url: '/api/health' });
      health.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

afterAll(() => {
  if (!samples.length) return;
  const slowest = samples.reduce((a, b) => (b.ms > a.ms ? b : a));
  const largest = samples.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `fuzz-bounds: ${samples.length} answers; maior ${largest.bytes} B (${largest.label}); ` +
      `p99 ${quantile(
        samples.map((s) => s.ms),
        0.99,
      ).toFixed(1)} ms, máx ${slowest.ms.toFixed(1)} ms (${slowest.label}); ` +
      `health: ${health.length} respostas, p99 ${quantile(health, 0.99).toFixed(1)} ms, ` +
      `máx ${Math.max(0, ...health).toFixed(1)} ms`,
  );
  for (const shape of ['(wide,', '(deep,', '(wide-query,']) {
    const ms = samples.filter((s) => s.label.includes(shape)).map((s) => s.ms);
    console.log(
      `  ${shape} p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms`,
    );
  }
});

describe(`fuzz bounds: ${WIDE_KEYS} keys and ${DEEP_LEVELS} levels to ${operations.length} operations`, () => {
  it('finds every module’s routes', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(requests.length).toBe(operations.length * 2 * 3);
  });

  it('answers every wide and deep request with a bounded answer, a 4xx where the body is read, and stays alive', async () => {
    const poller = pollHealth();
    try {
      for (const request of requests) {
        const started = performance.now();
        const res = await app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
          remoteAddress: randomIp(),
        });
        const ms = performance.now() - started;
        samples.push({
          label: request.label,
          status: res.statusCode,
          bytes: res.rawPayload.length,
          ms,
        });
        const summary = `${request.label} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, summary).toBeLessThan(500);
        if (request.mustRefuse) expect(res.statusCode, summary).toBeGreaterThanOrEqual(400);
        expect(res.rawPayload.length, summary).toBeLessThan(ANSWER_BYTES_MAX);
        expect(ms, `${request.label}: ${ms.toFixed(0)} ms`).toBeLessThan(HANG_GUARD_MS);
        if (res.statusCode >= 400)
          expect(String(res.headers['content-type']), summary).toMatch(/^application\/json/);
        if (request.mustRefuse && request.headers.authorization) {
          reachedParser.sent += 1;
          if (/(níveis|itens) demais/.test(res.body)) reachedParser.refused += 1;
        }
      }
    } finally {
      await poller.stop();
    }
    expect(health.length).toBeGreaterThan(0);
    // The sweep reaches the parser (not only the guards before it) for most signed-in writes.
    expect(reachedParser.refused, JSON.stringify(reachedParser)).toBeGreaterThan(
      reachedParser.sent * 0.8,
    );
  }, 600_000);

  it('still serves ordinary requests afterwards', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const res = await app.inject({
      url: '/api/auth/app',
      headers: { authorization: `Bearer ${owner.session.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
