import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { connectDatabase, migrateDatabase } from '../../apps/server/src/platform/db/client';
import { startBenchDatabase } from '../support/servers';
import { EXPLORE_PUBLICATIONS, seedExplore } from './explore';

/**
 * A quick stand-alone run of the explore scenarios, without building the production server
 * (`npx tsx bench/scenarios/explore-run.ts`): a temporary embedded database, the seed of
 * scenarios/explore.ts, the app in this process, autocannon with BENCH_CONNECTIONS (10) for
 * BENCH_DURATION (10) seconds per scenario. Indicative (server and load share one process);
 * `npm run bench` measures the same scenarios against the production build.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);

const database = await startBenchDatabase();
try {
  const handle = connectDatabase(database.url);
  await migrateDatabase(handle.db);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const { rows } = await pool.query<{ id: string }>(
    "insert into workspaces (name) values ('Bench explorar') returning id",
  );
  await pool.end();
  let started = Date.now();
  const seed = await seedExplore(database.url, rows[0]!.id);
  console.log(`seed: ${EXPLORE_PUBLICATIONS} publicações em ${Date.now() - started} ms`);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      APP_URL: 'http://localhost:3999',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: database.dir,
      EXPLORE_RATE_LIMIT: '100000000',
    }),
    database: handle,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const scenarios = [
    ['feed', '/api/public/explore/feed?limit=20'],
    ['destaques', '/api/public/explore/featured'],
    ['busca', '/api/public/explore/search?q=educacao%20saude&limit=20'],
    ['página pública', `/site/${seed.handle}/p/${seed.slug}`],
  ] as const;
  const results: Record<string, unknown>[] = [];
  for (const [name, path] of scenarios) {
    const check = await fetch(url + path, { headers: { 'user-agent': 'Mozilla/5.0 (bench)' } });
    if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    started = Date.now();
    await fetch(url + path);
    const single = Date.now() - started;
    const r = await autocannon({
      url: url + path,
      connections,
      duration,
      headers: { 'user-agent': 'Mozilla/5.0 (bench)' },
    });
    results.push({
      cenário: name,
      'uma requisição (ms)': single,
      'req/s': Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      'erros/não-2xx': r.errors + r.timeouts + r.non2xx,
    });
  }
  console.log(
    `\nExplorar com ${EXPLORE_PUBLICATIONS} publicações (${connections} conexões, ${duration} s; ms)`,
  );
  console.table(results);
  // autocannon resolves at its deadline with answers still in flight: let them finish
  // before the pool closes (otherwise they log "Cannot use a pool after calling end").
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await app.close();
} finally {
  await database.stop();
}
