import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { signAccessToken } from '../../apps/server/src/platform/auth';
import { connectDatabase, migrateDatabase } from '../../apps/server/src/platform/db/client';
import { startBenchDatabase } from '../support/servers';
import { CODEX_ENTRIES, CODEX_SEARCH_PATH, seedCodex } from './codex';

/**
 * A quick stand-alone run of the codex search scenario, without building the production
 * server (`npx tsx bench/scenarios/codex-run.ts`): a temporary embedded database, the seed of
 * scenarios/codex.ts, the app in this process, autocannon with BENCH_CONNECTIONS (10) for
 * BENCH_DURATION (10) seconds per query. Indicative (server and load share one process);
 * `npm run bench` measures the scenario against the production build.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);

const database = await startBenchDatabase();
try {
  const handle = connectDatabase(database.url);
  await migrateDatabase(handle.db);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const workspace = await pool.query<{ id: string }>(
    "insert into workspaces (name) values ('Bench códex') returning id",
  );
  const workspaceId = workspace.rows[0]!.id;
  const user = await pool.query<{ id: string }>(
    `insert into users (name, email, current_workspace_id) values ('Bench', 'bench-codex@exemplo.com.br', $1) returning id`,
    [workspaceId],
  );
  const userId = user.rows[0]!.id;
  await pool.query(
    `insert into memberships (workspace_id, user_id, role) values ($1, $2, 'owner')`,
    [workspaceId, userId],
  );
  const session = await pool.query<{ id: string }>(
    `insert into auth_sessions (user_id, client_type, expires_at) values ($1, 'mobile', now() + interval '1 day') returning id`,
    [userId],
  );
  await pool.end();
  let started = Date.now();
  await seedCodex(database.url, workspaceId);
  console.log(`seed: ${CODEX_ENTRIES} entradas em ${Date.now() - started} ms`);
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
  const token = await signAccessToken(
    (await app.authKeys()).access,
    { userId, sessionId: session.rows[0]!.id },
    3600,
  );
  const headers = {
    authorization: `Bearer ${token}`,
    'x-client-type': 'mobile',
    'x-workspace-id': workspaceId,
  };
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const codexId = (
    (await (await fetch(`${url}/api/app/codex/codices?limit=1`, { headers })).json()) as {
      items: { id: string }[];
    }
  ).items[0]!.id;
  const scenarios = [
    ['todos os códices: "acao orcamento"', CODEX_SEARCH_PATH],
    ['todos os códices: "seguranca"', '/api/app/codex/busca?q=seguranca'],
    ['um códex: "acao orcamento"', `${CODEX_SEARCH_PATH}&codexId=${codexId}`],
  ] as const;
  const results: Record<string, unknown>[] = [];
  for (const [name, path] of scenarios) {
    const check = await fetch(url + path, { headers });
    if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    const hits = ((await check.json()) as { items: unknown[] }).items.length;
    started = Date.now();
    await fetch(url + path, { headers });
    const single = Date.now() - started;
    const r = await autocannon({ url: url + path, connections, duration, headers });
    results.push({
      cenário: name,
      resultados: hits,
      'uma requisição (ms)': single,
      'req/s': Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      'erros/não-2xx': r.errors + r.timeouts + r.non2xx,
    });
  }
  console.log(`\nCódex com ${CODEX_ENTRIES} entradas (${connections} conexões, ${duration} s; ms)`);
  console.table(results);
  await app.close();
} finally {
  await database.stop();
}
