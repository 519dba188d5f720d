import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { signAccessToken } from '../../apps/server/src/platform/auth';
import { connectDatabase, migrateDatabase } from '../../apps/server/src/platform/db/client';
import { startBenchDatabase } from '../support/servers';

/**
 * A quick stand-alone run of the hub home scenario (`npx tsx bench/scenarios/hubs-run.ts`),
 * like codex-run.ts: a temporary database, one owner, a hub holding 25 lists and 15 pages
 * (5 pinned) made through the API, then the hub home's first render (GET /hubs/{id}) under
 * autocannon with BENCH_CONNECTIONS (10) for BENCH_DURATION (10) s. Indicative (server and
 * load share one process); `npm run bench` measures it against the production build.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);

const database = await startBenchDatabase();
try {
  const handle = connectDatabase(database.url);
  await migrateDatabase(handle.db);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const workspaceId = (
    await pool.query<{ id: string }>(
      "insert into workspaces (name) values ('Bench hubs') returning id",
    )
  ).rows[0]!.id;
  const userId = (
    await pool.query<{ id: string }>(
      `insert into users (name, email, current_workspace_id, account_type) values ('Bench', 'bench-hubs@exemplo.com.br', $1, 'creator') returning id`,
      [workspaceId],
    )
  ).rows[0]!.id;
  await pool.query(
    `insert into memberships (workspace_id, user_id, role) values ($1, $2, 'owner')`,
    [workspaceId, userId],
  );
  const sessionId = (
    await pool.query<{ id: string }>(
      `insert into auth_sessions (user_id, client_type, expires_at) values ($1, 'mobile', now() + interval '1 day') returning id`,
      [userId],
    )
  ).rows[0]!.id;
  await pool.end();
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
  const token = await signAccessToken((await app.authKeys()).access, { userId, sessionId }, 3600);
  const headers = {
    authorization: `Bearer ${token}`,
    'x-client-type': 'mobile',
    'x-workspace-id': workspaceId,
    'content-type': 'application/json',
  };
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async <T>(path: string, body: object): Promise<T> => {
    const res = await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const hub = await post<{ id: string }>('/api/app/fabrica/hubs', { name: 'Hub do bench' });
  for (let i = 0; i < 40; i++) {
    const record =
      i < 25
        ? await post<{ id: string }>('/api/app/flow/lists', { name: `Lista ${i + 1}` })
        : await post<{ id: string }>('/api/app/produto/pages', { title: `Página ${i + 1}` });
    const home = await post<{ items: { id: string; recordId: string }[] }>(
      `/api/app/fabrica/hubs/${hub.id}/itens`,
      { kind: i < 25 ? 'lista' : 'pagina', recordId: record.id },
    );
    if (i % 8 === 0) {
      const item = home.items.find((x) => x.recordId === record.id)!;
      await post(`/api/app/fabrica/hubs/${hub.id}/itens/${item.id}/fixar`, { pinned: true });
    }
  }
  const path = `/api/app/fabrica/hubs/${hub.id}`;
  const started = Date.now();
  const check = await fetch(url + path, { headers });
  const single = Date.now() - started;
  if (check.status !== 200) throw new Error(`${check.status} ${await check.text()}`);
  const items = ((await check.json()) as { items: unknown[] }).items.length;
  const r = await autocannon({ url: url + path, connections, duration, headers });
  console.log(`\nPágina do hub (${connections} conexões, ${duration} s; ms)`);
  console.table([
    {
      itens: items,
      'uma requisição (ms)': single,
      'req/s': Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      'erros/não-2xx': r.errors + r.timeouts + r.non2xx,
    },
  ]);
  await app.close();
} finally {
  await database.stop();
}
