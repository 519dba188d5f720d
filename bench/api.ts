import autocannon from 'autocannon';
import { startBaseline, startOrbita, type RunningServer } from './support/servers';

/**
 * API throughput and latency under load: autocannon, 100 connections, each scenario
 * `BENCH_DURATION` seconds (default 30) after a warm-up, against the production build.
 * Every figure is also given as a ratio to the bare Fastify + pg baseline of the same run,
 * so runs on noisy machines compare.
 */
export interface ApiScenario {
  name: string;
  /** Prepares the requests (sign in, create data) and returns autocannon options. */
  setup(server: RunningServer): Promise<ScenarioOptions>;
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

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_DURATION ?? 30);
const warmup = Number(process.env.BENCH_WARMUP ?? 5);

type ScenarioOptions = Partial<autocannon.Options> & { path?: string };

async function cannon(base: string, { path = '/', ...options }: ScenarioOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: base + path, connections, duration: seconds, ...options });
}

async function measure(name: string, url: string, options: ScenarioOptions): Promise<ApiResult> {
  await cannon(url, options, warmup);
  const r = await cannon(url, options, duration);
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export const healthScenario: ApiScenario = {
  name: 'GET /api/health (select 1)',
  setup: async () => ({ path: '/api/health' }),
};

export async function runApiBench(databaseUrl: string, scenarios: ApiScenario[]): Promise<ApiResult[]> {
  const baselineServer = await startBaseline(databaseUrl);
  let baseline: ApiResult;
  try {
    baseline = await measure('baseline: Fastify + pg, 1 PK select', baselineServer.url, { path: '/row' });
  } finally {
    await baselineServer.stop();
  }
  const orbita = await startOrbita(databaseUrl);
  const results: ApiResult[] = [baseline];
  try {
    for (const scenario of scenarios) {
      const options = await scenario.setup(orbita);
      const result = await measure(scenario.name, orbita.url, options);
      results.push({
        ...result,
        ratioRps: +(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
        ratioP99: +(result.p99 / Math.max(baseline.p99, 1)).toFixed(2),
      });
    }
  } finally {
    await orbita.stop();
  }
  return results;
}
