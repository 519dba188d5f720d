import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { connectDatabase, migrateDatabase } from '../../apps/server/src/platform/db/client';
import { startBenchDatabase } from '../support/servers';
import { CATALOG_PRODUCTS, seedCatalog } from './products';

/**
 * A quick stand-alone run of the public catalog (`npx tsx bench/scenarios/products-run.ts`),
 * without building the production server: a temporary embedded database, the seed of
 * scenarios/products.ts, the app in this process, one cold request (its time to first byte)
 * then autocannon with BENCH_CONNECTIONS (10) for BENCH_DURATION (10) seconds per address.
 * Indicative (server and load share one process); `npm run bench` measures the catalog's
 * first page against the production build.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);

const database = await startBenchDatabase();
try {
  const handle = connectDatabase(database.url);
  await migrateDatabase(handle.db);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const { rows } = await pool.query<{ id: string }>(
    "insert into workspaces (name) values ('Bench catálogo') returning id",
  );
  await pool.end();
  let started = Date.now();
  const seed = await seedCatalog(database.url, rows[0]!.id);
  console.log(`seed: ${CATALOG_PRODUCTS} produtos em ${Date.now() - started} ms`);
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
    ['catálogo, 1ª página', `/catalogo/${seed.handle}`],
    ['catálogo, busca', `/catalogo/${seed.handle}?q=bench%20produto%2042`],
    ['catálogo, categoria p. 3', `/catalogo/${seed.handle}?categoria=Livros&pagina=3`],
    ['produto', `/catalogo/${seed.handle}/${seed.slug}`],
  ] as const;
  const results: Record<string, unknown>[] = [];
  for (const [name, path] of scenarios) {
    const check = await fetch(url + path, { headers: { 'user-agent': 'Mozilla/5.0 (bench)' } });
    if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    started = performance.now();
    const single = await fetch(url + path);
    const ttfb = performance.now() - started;
    await single.text();
    const r = await autocannon({
      url: url + path,
      connections,
      duration,
      headers: { 'user-agent': 'Mozilla/5.0 (bench)' },
    });
    results.push({
      cenário: name,
      'TTFB (ms)': Math.round(ttfb * 10) / 10,
      'req/s': Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      'erros/não-2xx': r.errors + r.timeouts + r.non2xx,
    });
  }
  console.log(
    `\nCatálogo público com ${CATALOG_PRODUCTS} produtos (${connections} conexões, ${duration} s; ms)`,
  );
  console.table(results);
  await app.close();
} finally {
  await database.stop();
}
