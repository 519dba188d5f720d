import autocannon from 'autocannon';
import type { ApiScenario } from '../api';
import { startInProcessApp } from '../support/in-process-app';
import { startBenchDatabase } from '../support/servers';
import { signInBenchSessions } from '../support/sessions';
import {
  nexosGraphScenario,
  nexosListScenario,
  sequencesScreenScenario,
  structureInstantiateScenario,
} from './fabrica';

/**
 * A quick stand-alone run of the Fábrica scenarios (`npx tsx bench/scenarios/fabrica-run.ts`):
 * a temporary database, the API in this process, BENCH_CONNECTIONS (10) signed-in sessions,
 * then each scenario of fabrica.ts — the same objects `npm run bench` measures — under
 * autocannon for BENCH_DURATION (5) s. Indicative only (server and load share one process).
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const scenarios: ApiScenario[] = [
  structureInstantiateScenario,
  sequencesScreenScenario,
  nexosListScenario,
  nexosGraphScenario,
];

const database = await startBenchDatabase();
try {
  const server = await startInProcessApp(database.url);
  try {
    const base = await server.listen();
    const ctx = await signInBenchSessions(base, database.url, connections);
    const rows = [];
    for (const scenario of scenarios) {
      const { path = '/', ...options } = await scenario.setup(ctx);
      const r = await autocannon({ url: base + path, connections, duration, ...options });
      rows.push({
        cenário: scenario.name,
        'req/s': Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        'erros/não-2xx': r.errors + r.timeouts + r.non2xx,
      });
    }
    console.log(`\nFábrica (${connections} conexões, ${duration} s cada; ms)`);
    console.table(rows);
  } finally {
    await server.close();
  }
} finally {
  await database.stop();
}
