import { randomUUID } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import { pathToFileURL } from 'node:url';
import { gamificationGames } from '../apps/server/src/modules/gamification/catalog/schema';
import { periodRange } from '../apps/server/src/modules/gamification/ledger/periods';
import { rankingStatement } from '../apps/server/src/modules/gamification/ledger/rankings';
import type { DatabaseHandle } from '../apps/server/src/platform/db/client';
import { createMember, tokenFor } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase } from './support/servers';
import { startInProcessApp } from './support/in-process-app';
import { percentile, round2 } from './support/stats';

/**
 * Gamification ranking with a big game: 100,000 players and 1,000,000 grants over the last
 * 30 days (seeded with generate_series), then the time of `GET /games/:id/ranking` (top 50 +
 * the caller's own position) for all time, this week and today, over HTTP on the loopback,
 * one request at a time; plus EXPLAIN ANALYZE of the statement each one runs.
 */
export interface RankingTiming {
  period: 'all' | 'week' | 'day';
  samples: number;
  median: number;
  p95: number;
  /** Execution time EXPLAIN ANALYZE reports for the ranking statement. */
  explainMs: number;
  plan: string;
}
export interface GamificationBenchResult {
  players: number;
  grants: number;
  seedSeconds: number;
  rankings: RankingTiming[];
}

async function seed(database: DatabaseHandle, players: number, grants: number) {
  const { db, pool } = database;
  const { workspace } = await createMember(database, 'owner', 'Bench', {
    workspaceName: 'Bench gamificação',
    emailLabel: 'gam',
  });
  const [game] = await db
    .insert(gamificationGames)
    .values({
      workspaceId: workspace.id,
      name: 'Jogo grande',
      code: 'BENCH2',
      rankingPeriod: 'week',
    })
    .returning();
  const tag = randomUUID().slice(0, 8);
  await pool.query(
    `create temporary table bench_players as
       select i, gen_random_uuid() as id from generate_series(1, $1::int) i`,
    [players],
  );
  await pool.query(
    `insert into users (id, name, email) select id, 'Jogador ' || i, 'bench-' || $1 || '-' || i || '@exemplo.com.br' from bench_players`,
    [tag],
  );
  await pool.query(
    `insert into gamification_participants (workspace_id, game_id, user_id) select $1, $2, id from bench_players`,
    [workspace.id, game!.id],
  );
  // Grants over the last 30 days, skewed so that some players earn far more than others.
  await pool.query(
    `insert into gamification_grants (workspace_id, user_id, game_id, cause, points, created_at)
       select $1, p.id, $2, 'bench:' || g, 1 + (g % 20), now() - (random() * interval '30 days')
         from generate_series(1, $3::int) g
         join bench_players p on p.i = 1 + (abs(hashint4(g))::bigint % $4::int) * (1 + abs(hashint4(g + 7)) % 100) / 100`,
    [workspace.id, game!.id, grants, players],
  );
  await pool.query(
    `insert into gamification_player_scores (game_id, user_id, points, reached_at)
       select game_id, user_id, sum(points), max(created_at) from gamification_grants where game_id = $1 and points > 0 group by game_id, user_id`,
    [game!.id],
  );
  // The period totals the grant transaction keeps, rebuilt here from the seeded grants (São Paulo periods).
  await pool.query(
    `insert into gamification_period_scores (game_id, period, period_key, user_id, points, reached_at)
       select g.game_id, k.period, k.key, g.user_id, sum(g.points), max(g.created_at)
         from gamification_grants g
         cross join lateral (select g.created_at at time zone 'America/Sao_Paulo' as local) l
         cross join lateral (values
           ('day', to_char(l.local, 'YYYY-MM-DD')),
           ('week', to_char(l.local, 'IYYY-"W"IW')),
           ('fortnight', to_char(l.local, 'YYYY-MM-') || case when extract(day from l.local) <= 15 then '1' else '2' end)
         ) k(period, key)
        where g.game_id = $1 and g.points > 0
        group by g.game_id, k.period, k.key, g.user_id`,
    [game!.id],
  );
  // The caller: a player ranked near the middle, so "own position" counts half the table.
  const { rows } = await pool.query<{ user_id: string }>(
    `select user_id from gamification_player_scores where game_id = $1 order by points desc offset (select count(*) / 2 from gamification_player_scores where game_id = $1) limit 1`,
    [game!.id],
  );
  await pool.query(
    `insert into memberships (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
    [workspace.id, rows[0]!.user_id],
  );
  // The steady state autovacuum keeps in production: statistics and the visibility map (index-only scans).
  for (const table of [
    'users',
    'gamification_grants',
    'gamification_player_scores',
    'gamification_period_scores',
    'gamification_participants',
  ])
    await pool.query(`vacuum analyze ${table}`);
  return { gameId: game!.id, workspaceId: workspace.id, callerId: rows[0]!.user_id };
}

/** The maintained totals must rank exactly like summing the period's grants (the ledger is the truth). */
async function checkAgainstGrants(
  database: DatabaseHandle,
  gameId: string,
  period: 'all' | 'week' | 'day',
  body: { top: { points: number }[] },
) {
  const range = period === 'all' ? null : periodRange(period, new Date());
  const { rows } = await database.pool.query<{ points: number }>(
    `select sum(points)::int as points from gamification_grants
      where game_id = $1 and points > 0 and ($2::timestamptz is null or (created_at >= $2 and created_at < $3))
      group by user_id order by points desc limit 50`,
    [gameId, range?.start.toISOString() ?? null, range?.end.toISOString() ?? null],
  );
  const expected = rows.map((r) => r.points).join(',');
  const got = body.top.map((e) => e.points).join(',');
  if (expected !== got)
    throw new Error(`ranking ${period} difere da soma das concessões: ${got} ≠ ${expected}`);
}

export async function runGamificationBench(
  options: { databaseUrl?: string; players?: number; grants?: number; samples?: number } = {},
): Promise<GamificationBenchResult> {
  const players = options.players ?? 100_000;
  const grants = options.grants ?? 1_000_000;
  const samples = options.samples ?? 50;
  const owned = options.databaseUrl ? null : await startBenchDatabase();
  const databaseUrl = options.databaseUrl ?? owned!.url;
  const server = await startInProcessApp(databaseUrl);
  const { database } = server;
  try {
    const seedStarted = performance.now();
    const seeded = await seed(database, players, grants);
    const seedSeconds = round2((performance.now() - seedStarted) / 1000);

    const base = `${await server.listen()}/api/app/gamificacao`;
    const token = await tokenFor(server.app, database, seeded.callerId);
    const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': seeded.workspaceId };

    const rankings: RankingTiming[] = [];
    for (const period of ['all', 'week', 'day'] as const) {
      const path = `/games/${seeded.gameId}/ranking?period=${period}&limit=50`;
      const ms: number[] = [];
      for (let i = 0; i < samples + 5; i++) {
        const started = performance.now();
        const res = await fetch(`${base}${path}`, { headers });
        const body = (await res.json()) as { top?: unknown[]; me?: unknown };
        if (res.status !== 200 || body.top?.length !== 50)
          throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        if (i >= 5) ms.push(performance.now() - started);
        if (i === 0)
          await checkAgainstGrants(
            database,
            seeded.gameId,
            period,
            body as { top: { points: number }[] },
          );
      }
      const sorted = [...ms].sort((a, b) => a - b);
      const query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(
        rankingStatement(seeded.gameId, seeded.callerId, period, 50, new Date()),
      );
      const explained = await database.pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        query.params as unknown[],
      );
      const plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      rankings.push({
        period,
        samples,
        median: round2(percentile(sorted, 50)),
        p95: round2(percentile(sorted, 95)),
        explainMs: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN),
        plan,
      });
    }
    return { players, grants, seedSeconds, rankings };
  } finally {
    await server.close(); // closes the database too
    if (owned) await owned.stop();
  }
}

export function printGamificationResult(result: GamificationBenchResult): void {
  console.log(
    `\nGamificação: ranking com ${result.players} jogadores e ${result.grants} concessões (semeado em ${result.seedSeconds} s); top 50 + posição própria, ms`,
  );
  console.table(
    result.rankings.map((r) => ({
      período: r.period,
      amostras: r.samples,
      mediana: r.median,
      p95: r.p95,
      'EXPLAIN ANALYZE': r.explainMs,
    })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runGamificationBench({ samples: Number(process.env.BENCH_SAMPLES ?? 50) });
  printGamificationResult(result);
  for (const r of result.rankings) console.log(`\n-- ${r.period}\n${r.plan}`);
}
