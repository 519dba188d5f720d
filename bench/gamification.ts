import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { periodRange } from '../apps/server/src/modules/gamification/ledger/periods';
import { rankingStatement } from '../apps/server/src/modules/gamification/ledger/rankings';
import type { DatabaseHandle } from '../apps/server/src/platform/db/client';
import { startEmbeddedDatabase } from '../apps/server/src/platform/db/embedded';
import { tokenFor } from '../apps/server/src/test/kit/fast-people';
import {
  reuseGamificationSeed,
  seedGamification,
  type GamificationSeed,
} from './gamification-seed';
import { startInProcessApp, type InProcessApp } from './support/in-process-app';
import { percentile, round2 } from './support/stats';

/**
 * Gamification ranking with a big game: 100,000 players and 1,000,000 grants over the last
 * 30 days (gamification-seed.ts: seeded once, re-dated to now on the next runs), then the
 * time of `GET /games/:id/ranking` (top 50 + the caller's own position) for all time, this
 * week and today, over HTTP on the loopback, one request at a time; plus EXPLAIN ANALYZE of
 * the statement each one runs.
 *
 * Alone: `npx tsx bench/gamification.ts` (BENCH_GAMIFICATION_DIR keeps the seeded database,
 * default $TMPDIR/orbita-bench-gamification; `options.databaseUrl` seeds afresh in another
 * PostgreSQL instead).
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
  /** Seeding, or on a reused seed finding and re-dating it. */
  seedSeconds: number;
  reused: boolean;
  rankings: RankingTiming[];
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

interface Prepared {
  server: InProcessApp;
  seeded: GamificationSeed;
  stop(): Promise<void>;
}

/**
 * The bench's own embedded PostgreSQL, kept between runs like finance's: the seed in it is
 * reused; when it is missing, incomplete or too old to re-date, the directory starts over
 * (a fresh database: no rows or bloat left by a run stopped half-way).
 */
async function prepareOwn(players: number, grants: number): Promise<Prepared> {
  const dir =
    process.env.BENCH_GAMIFICATION_DIR ?? path.join(os.tmpdir(), 'orbita-bench-gamification');
  for (;;) {
    const fresh = !fs.existsSync(path.join(dir, 'postgres', 'PG_VERSION'));
    const pg = await startEmbeddedDatabase(dir, pino({ level: 'warn' }));
    const server = await startInProcessApp(pg.url).catch(async (error: unknown) => {
      await pg.stop();
      throw error;
    });
    const stop = async () => {
      await server.close(); // closes the database handle too
      await pg.stop();
    };
    try {
      const reused = fresh ? null : await reuseGamificationSeed(server.database, players, grants);
      if (reused) return { server, seeded: reused, stop };
      if (fresh)
        return { server, seeded: await seedGamification(server.database, players, grants), stop };
    } catch (error) {
      await stop();
      throw error;
    }
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function prepareGiven(
  databaseUrl: string,
  players: number,
  grants: number,
): Promise<Prepared> {
  const server = await startInProcessApp(databaseUrl);
  try {
    const seeded = await seedGamification(server.database, players, grants);
    return { server, seeded, stop: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export async function runGamificationBench(
  options: { databaseUrl?: string; players?: number; grants?: number; samples?: number } = {},
): Promise<GamificationBenchResult> {
  const players = options.players ?? 100_000;
  const grants = options.grants ?? 1_000_000;
  const samples = options.samples ?? 50;
  const { server, seeded, stop } = options.databaseUrl
    ? await prepareGiven(options.databaseUrl, players, grants)
    : await prepareOwn(players, grants);
  const { database } = server;
  try {
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
    return {
      players,
      grants,
      seedSeconds: seeded.seconds,
      reused: seeded.reused,
      rankings,
    };
  } finally {
    await stop();
  }
}

export function printGamificationResult(result: GamificationBenchResult): void {
  const seeded = result.reused
    ? `semeadura reaproveitada, redatada em ${result.seedSeconds} s`
    : `semeado em ${result.seedSeconds} s`;
  console.log(
    `\nGamificação: ranking com ${result.players} jogadores e ${result.grants} concessões (${seeded}); top 50 + posição própria, ms`,
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
