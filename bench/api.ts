import autocannon from 'autocannon';
import type { BenchContext } from './support/sessions';
import { signInBenchSessions } from './support/sessions';
import { startBaseline, startOrbita } from './support/servers';

/**
 * API throughput and latency under load: autocannon, BENCH_CONNECTIONS (100) connections,
 * each scenario BENCH_DURATION seconds (30) after a BENCH_WARMUP (5 s) warm-up, against the
 * production server. Every figure is also given as a ratio to the bare Fastify + pg
 * baseline of the same run, so runs on noisy machines compare.
 */
export type ScenarioOptions = Partial<autocannon.Options> & { path?: string };

export interface ApiScenario {
  name: string;
  /** Prepares data (through the API or the database) and returns autocannon's options. */
  setup(ctx: BenchContext): Promise<ScenarioOptions>;
}

/** A scenario of the issue whose module has not landed: printed as waiting, never measured. */
export interface AwaitedScenario {
  name: string;
  module: string;
}

export interface ApiResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ratioRps?: number;
  ratioP99?: number;
}

/**
 * 100 connections; 10 s measured after 3 s of warm-up per scenario. With 30 + 5 s the API part
 * alone (24 scenarios with the baseline) took 14 minutes and `npm run bench` must stay under
 * 10 (issue 26); a 10 s window still holds thousands of requests per scenario, and figures
 * are compared as ratios within one run. BENCH_DURATION / BENCH_WARMUP lengthen them.
 */
export const benchConfig = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 3),
};

async function cannon(
  base: string,
  { path = '/', ...options }: ScenarioOptions,
  seconds: number,
): Promise<autocannon.Result> {
  return autocannon({
    url: base + path,
    connections: benchConfig.connections,
    duration: seconds,
    ...options,
  });
}

/**
 * One scenario against `url`: a warm-up, then the measured run (benchConfig's seconds unless
 * `timing` says otherwise).
 */
export async function measure(
  name: string,
  url: string,
  options: ScenarioOptions,
  timing: { warmup: number; duration: number } = benchConfig,
): Promise<ApiResult> {
  await cannon(url, options, timing.warmup);
  const r = await cannon(url, options, timing.duration);
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Requests that take the signed-in sessions in turn, one per request (many people at once). */
export function eachSession(
  ctx: BenchContext,
  build: (session: BenchContext['sessions'][number]) => autocannon.Request,
): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (req) => {
        const extra = build(ctx.sessions[next++ % ctx.sessions.length]!);
        return { ...req, ...extra, headers: { ...req.headers, ...extra.headers } };
      },
    },
  ];
}

export async function runApiBench(
  databaseUrl: string,
  scenarios: ApiScenario[],
): Promise<ApiResult[]> {
  const baselineServer = await startBaseline(databaseUrl);
  let baseline: ApiResult;
  try {
    baseline = await measure('baseline: Fastify + pg, 1 PK select', baselineServer.url, {
      path: '/row',
    });
  } finally {
    await baselineServer.stop();
  }
  const orbita = await startOrbita(databaseUrl);
  const results: ApiResult[] = [baseline];
  try {
    const ctx = await signInBenchSessions(orbita.url, databaseUrl, benchConfig.connections);
    for (const scenario of scenarios) {
      const setupStarted = Date.now();
      const options = await scenario.setup(ctx);
      // What each scenario's data costs to make: the API part must fit the bench's 10 minutes.
      console.log(
        `[bench] API › ${scenario.name}: preparo ${Math.round((Date.now() - setupStarted) / 1000)} s`,
      );
      const result = await measure(scenario.name, orbita.url, options);
      results.push({
        ...result,
        ratioRps: +(result.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1)).toFixed(3),
        ratioP99: +(result.p99 / Math.max(baseline.p99, 1)).toFixed(2),
      });
    }
  } finally {
    await orbita.stop();
  }
  return results;
}
