import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { connectDatabase, migrateDatabase } from '../../apps/server/src/platform/db/client';
import { createMember, tokenFor } from '../../apps/server/src/test/kit/fast-people';
import { startBenchDatabase } from '../support/servers';
import { BENCH_PEOPLE, seedPeople } from './people';

/**
 * A quick stand-alone run of the people table (`npx tsx bench/scenarios/people-run.ts`),
 * without building the production server: a temporary embedded database, the 50,000 people
 * of scenarios/people.ts in one workspace, the app in this process, one cold request then
 * autocannon with BENCH_CONNECTIONS (10) for BENCH_DURATION (10) seconds per address.
 * Indicative (server and load share one process); `npm run bench` measures the first page
 * against the production build.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);

const database = await startBenchDatabase();
try {
  const handle = connectDatabase(database.url);
  await migrateDatabase(handle.db);
  const { user, workspace } = await createMember(handle, 'owner', 'Dona do bench');
  let started = Date.now();
  await seedPeople(database.url, workspace.id);
  console.log(`seed: ${BENCH_PEOPLE} pessoas em ${Date.now() - started} ms`);
  if (process.env.BENCH_EXPLAIN) {
    // The list's SQL as the service sends it (first page by name; search; no contact for 30 days).
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    for (const where of [
      'true order by sort_name, id',
      "search like '%gabriela lima 4%' order by sort_name, id",
      "(last_contact_at is null or last_contact_at < now() - interval '30 days') order by last_contact_at asc nulls first, id",
    ]) {
      const plan = await pool.query(
        `explain (analyze, buffers off) select * from people where workspace_id = $1 and ${where} limit 101`,
        [workspace.id],
      );
      console.log(
        where,
        '\n',
        plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'),
      );
    }
    await pool.end();
  }
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      APP_URL: 'http://localhost:3999',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: database.dir,
    }),
    database: handle,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = {
    authorization: `Bearer ${await tokenFor(app, handle, user.id)}`,
    'x-workspace-id': workspace.id,
    'x-client-type': 'mobile',
  };
  const first = await fetch(`${url}/api/app/pessoa/pessoas?limit=100&sort=name`, { headers });
  const page = (await first.json()) as { nextCursor: string };
  // A page deep in the list: 200 pages of 100 in (keyset, so as cheap as the first).
  let cursor = page.nextCursor;
  for (let i = 0; i < 200; i++) {
    const next = (await (
      await fetch(`${url}/api/app/pessoa/pessoas?limit=100&sort=name&cursor=${cursor}`, { headers })
    ).json()) as { nextCursor: string };
    cursor = next.nextCursor;
  }
  const base = '/api/app/pessoa/pessoas?limit=100';
  const scenarios = [
    ['1ª página por nome', `${base}&sort=name`],
    ['página 201 por nome (cursor)', `${base}&sort=name&cursor=${cursor}`],
    ['mais novas', `${base}&sort=createdAt`],
    ['sem contato há 30+ dias, por último contato', `${base}&sort=lastContactAt&noContactDays=30`],
    ['busca por nome', `${base}&q=${encodeURIComponent('gabriela lima 4')}`],
    ['busca por telefone', `${base}&q=${encodeURIComponent('(41) 9000-4242')}`],
    ['etiqueta + tipo', `${base}&tag=vip&kind=person`],
  ] as const;
  const results: Record<string, unknown>[] = [];
  for (const [name, path] of scenarios) {
    const check = await fetch(url + path, { headers });
    if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    started = performance.now();
    const single = await fetch(url + path, { headers });
    const body = (await single.json()) as { items: unknown[] };
    const ttfb = performance.now() - started;
    const r = await autocannon({ url: url + path, connections, duration, headers });
    results.push({
      cenário: name,
      linhas: body.items.length,
      'uma (ms)': Math.round(ttfb * 10) / 10,
      'req/s': Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      'erros/não-2xx': r.errors + r.timeouts + r.non2xx,
    });
  }
  console.log(
    `\nTabela de pessoas com ${BENCH_PEOPLE} pessoas (${connections} conexões, ${duration} s; ms)`,
  );
  console.table(results);
  await app.close();
} finally {
  await database.stop();
}
