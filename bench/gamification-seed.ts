import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { gamificationGames } from '../apps/server/src/modules/gamification/catalog/schema';
import type { DatabaseHandle } from '../apps/server/src/platform/db/client';
import { createMember } from '../apps/server/src/test/kit/fast-people';

/**
 * The gamification bench's data: ONE game with 100,000 players and 1,000,000 grants spread
 * evenly over the last 30 days (a few players earn far more than others), plus the all-time
 * and São Paulo period totals the grant transaction keeps, written by PostgreSQL itself
 * (INSERT … SELECT generate_series).
 *
 * Seeded once in the bench's own database, then found again by name. Its grants are dated
 * relative to now, so a later run first re-dates it: the grants that fell out of the
 * 30-day window move forward by exactly 30 days, into the stretch since the last run (a
 * rotation: the dates stay uniform over the window, and the skew, which only depends on a
 * grant's number, is untouched), and the totals are brought back to the sums of the grants,
 * touching only what those grants leave and enter. A day later that is 1/30 of the grants;
 * right after the seed, a few dozen.
 */
export const BENCH_WORKSPACE = 'Bench gamificação';
const WINDOW = `interval '720 hours'`; // the seed's 30 days, in absolute time
// Every seeded grant earns points (1–20): `points > 0` lets the grants to move be found
// through the ranking index (game, created_at) instead of reading the million rows.

/**
 * Past this, a reused seed is seeded again instead: the correction below is only exact
 * while no São Paulo period (a fortnight: at most 16 days) can hold both a grant that
 * leaves and one that enters, i.e. under 14 days since the last run. A week keeps a margin;
 * re-dating 6.7 days (222,000 grants) took 33 s, a fresh seed 70–90 s.
 */
const MAX_REDATE_DAYS = 7;

/**
 * Grants moved since the totals were last rewritten whole (see redate), in a table of the
 * bench's own: up to this many (about 1.5 hours of grants, 2 % of the all-time rows), they
 * are corrected in place, in about a second instead of 10–15 s.
 */
const IN_PLACE = 'bench_gamification_in_place';
const IN_PLACE_LIMIT = 2_000;

export interface GamificationSeed {
  workspaceId: string;
  gameId: string;
  /** A player ranked near the middle (all time), a viewer of the workspace: "own position" counts half the table. */
  callerId: string;
  seconds: number;
  reused: boolean;
  /** Grants moved into the window by the re-dating (0 on a fresh seed). */
  redated: number;
}

const seconds = (started: number) => Math.round((performance.now() - started) / 10) / 100;

/** São Paulo `(period, key)` pairs of a local time or date, as the server's periodKey writes them. */
const periodKeys = (local: string) => `(values
  ('day', to_char(${local}, 'YYYY-MM-DD')),
  ('week', to_char(${local}, 'IYYY-"W"IW')),
  ('fortnight', to_char(${local}, 'YYYY-MM-') || case when extract(day from ${local}) <= 15 then '1' else '2' end))`;

async function inTransaction<T>(
  database: DatabaseHandle,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A bulk write's session: memory for its sorts and index builds; and every reference is
 * right by construction, so the foreign-key triggers (one look-up per row and key, half of
 * the load's time) are skipped where we may (as a superuser: the embedded one).
 */
async function bulkSettings(client: PoolClient) {
  await client.query(`set local work_mem = '256MB'`);
  await client.query(`set local maintenance_work_mem = '1GB'`);
  const superuser = await client.query<{ on: boolean }>(
    `select current_setting('is_superuser') = 'on' as on`,
  );
  if (superuser.rows[0]!.on) await client.query(`set local session_replication_role = replica`);
}

/**
 * Statistics and the visibility map (the rankings are index-only scans), the steady state
 * autovacuum keeps in production; done here so that autovacuum does not start during the
 * measurement. INDEX_CLEANUP ON: with dead rows on under 2 % of the pages, vacuum would
 * skip the indexes and leave those pages out of the visibility map, and the re-dated
 * periods, the ones measured, are exactly there (4,000 heap fetches in the week's count).
 */
async function vacuum(database: DatabaseHandle, tables: string[]) {
  for (const table of tables)
    await database.pool.query(`vacuum (index_cleanup on, analyze) ${table}`);
}

/** All-time totals from the grants, in no particular order (as the ranking index would get them). */
async function writePlayerScores(client: PoolClient, gameId: string) {
  await client.query(
    `insert into gamification_player_scores (game_id, user_id, points, reached_at)
       select game_id, user_id, sum(points), max(created_at) from gamification_grants where game_id = $1 and points > 0 group by game_id, user_id`,
    [gameId],
  );
}

/**
 * Period totals from the grants made since `since`: all of them on a fresh seed, or only
 * the given `(period, key)` pairs. From each player's São Paulo days (about 750,000 rows for
 * the million grants), each day's keys computed once; written in primary-key order
 * (periods and keys ranked, then by player), so each of its pages is filled once, while
 * the ranking index takes a key's rows in random order, as the grants would give them.
 */
async function writePeriodScores(
  client: PoolClient,
  gameId: string,
  since: Date | null,
  only: { period: string; key: string }[] | null,
) {
  await client.query(
    `create temporary table bench_days on commit drop as
       select user_id, (created_at at time zone 'America/Sao_Paulo')::date as day,
              sum(points)::int as points, max(created_at) as reached_at
         from gamification_grants
        where game_id = $1 and points > 0 and created_at >= coalesce($2::timestamptz, '-infinity')
        group by 1, 2`,
    [gameId, since?.toISOString() ?? null],
  );
  await client.query(
    `insert into gamification_period_scores (game_id, period, period_key, user_id, points, reached_at)
       select $1, k.period, k.key, d.user_id, sum(d.points), max(d.reached_at)
         from bench_days d
         join (select x.day, k.period, k.key, dense_rank() over (order by k.period, k.key) as rank
                 from (select distinct day from bench_days) x
                 cross join lateral ${periodKeys('x.day')} k(period, key)
                where $2::text[] is null or (k.period, k.key) in (select * from unnest($2::text[], $3::text[]))
              ) k on k.day = d.day
        group by k.rank, k.period, k.key, d.user_id
        order by k.rank, d.user_id`,
    [gameId, only?.map((o) => o.period) ?? null, only?.map((o) => o.key) ?? null],
  );
  await client.query('drop table bench_days');
}

/**
 * The seed left by an earlier run, re-dated to `now`; null when there is none, it is not
 * complete (a run stopped half-way) or too old to re-date: the caller seeds again, in a
 * fresh database.
 */
export async function reuseGamificationSeed(
  database: DatabaseHandle,
  players: number,
  grants: number,
  now = new Date(),
): Promise<GamificationSeed | null> {
  const started = performance.now();
  const { pool } = database;
  const others = await pool.query(`select 1 from workspaces where name <> $1 limit 1`, [
    BENCH_WORKSPACE,
  ]);
  // Starting over wipes the directory: never one that holds anything but this bench's data.
  if (others.rowCount)
    throw new Error(
      'O banco do bench de gamificação tem outros dados; use um BENCH_GAMIFICATION_DIR só dele.',
    );
  // The viewer (the caller) is written by the last transaction of a seed or re-dating: with it, the rest is there.
  const { rows } = await pool.query<{ workspace_id: string; game_id: string; user_id: string }>(
    `select w.id as workspace_id, g.id as game_id, m.user_id
       from workspaces w
       join gamification_games g on g.workspace_id = w.id
       join memberships m on m.workspace_id = w.id and m.role = 'viewer'
      where w.name = $1 limit 1`,
    [BENCH_WORKSPACE],
  );
  const found = rows[0];
  if (!found) return null;
  const counts = await pool.query<{ players: number; grants: number; newest: Date | null }>(
    `select (select count(*)::int from gamification_participants where game_id = $1) as players,
            (select count(*)::int from gamification_grants where game_id = $1) as grants,
            (select max(created_at) from gamification_grants where game_id = $1) as newest`,
    [found.game_id],
  );
  const { players: seededPlayers, grants: seededGrants, newest } = counts.rows[0]!;
  if (seededPlayers !== players || seededGrants !== grants || !newest) return null;
  const age = now.getTime() - newest.getTime();
  // Too old to re-date, or dated after now (the clock went back): seeded again.
  if (age > MAX_REDATE_DAYS * 86_400_000 || age < -60_000) return null;

  const redated = await redate(database, found, now);
  await vacuum(database, [
    'gamification_grants',
    'gamification_player_scores',
    'gamification_period_scores',
  ]);
  return {
    workspaceId: found.workspace_id,
    gameId: found.game_id,
    callerId: found.user_id,
    seconds: seconds(started),
    reused: true,
    redated,
  };
}

/**
 * Moves the grants older than `now` − 30 days forward by 30 days and takes their points out
 * of the periods they leave (a player left with none there loses the row). reached_at, the
 * newest grant, stays: the moved grants were the oldest ones there.
 */
async function moveGrants(client: PoolClient, gameId: string, now: Date) {
  await client.query(
    `create temporary table bench_moved on commit drop as
       select id, user_id, points, created_at as old_at, created_at + ${WINDOW} as new_at
         from gamification_grants
        where game_id = $1 and points > 0 and created_at < $2::timestamptz - ${WINDOW}`,
    [gameId, now.toISOString()],
  );
  await client.query(
    `update gamification_grants g set created_at = m.new_at from bench_moved m where g.id = m.id`,
  );
  await client.query(
    `create temporary table bench_left on commit drop as
       select k.period, k.key, m.user_id, sum(m.points)::int as points
         from bench_moved m
         cross join lateral ${periodKeys(`(m.old_at at time zone 'America/Sao_Paulo')`)} k(period, key)
        group by 1, 2, 3`,
  );
  await client.query(
    `delete from gamification_period_scores s using bench_left o
      where s.game_id = $1 and s.period = o.period and s.period_key = o.key
        and s.user_id = o.user_id and s.points <= o.points`,
    [gameId],
  );
  await client.query(
    `update gamification_period_scores s set points = s.points - o.points from bench_left o
      where s.game_id = $1 and s.period = o.period and s.period_key = o.key and s.user_id = o.user_id`,
    [gameId],
  );
}

/**
 * Re-dates the seed to `now` (moveGrants), then brings the totals the moved grants enter
 * back to the sums of the grants, in one of two ways:
 * - in place, as the grant transaction does (the moved grants are the newest ones of the
 *   periods they enter, so reached_at is theirs), while few grants have been moved since
 *   the totals were last rewritten (IN_PLACE_LIMIT). Each row updated so goes to the end
 *   of its points' run in a ranking index and leaves a hole behind: re-dated in place
 *   every day, this week's part of the index grew to twice the pages of a seeded week, and
 *   within three days the "all" ranking's count became a sequential scan;
 * - rewritten, as the seed writes them: the all-time totals whole (91,000 rows), the
 *   periods entered (today's and this week's, the measured ones, and this fortnight's)
 *   deleted and vacuumed away in a transaction of their own, then written from the
 *   grants. The viewer goes with them and comes back with the new rows, so a run stopped
 *   in between leaves a seed seen as incomplete.
 */
async function redate(
  database: DatabaseHandle,
  found: { workspace_id: string; game_id: string; user_id: string },
  now: Date,
): Promise<number> {
  const gameId = found.game_id;
  const cutoff = await database.pool.query<{ moved: number; oldest: Date | null }>(
    `select count(*)::int as moved, min(created_at) + ${WINDOW} as oldest from gamification_grants
      where game_id = $1 and points > 0 and created_at < $2::timestamptz - ${WINDOW}`,
    [gameId, now.toISOString()],
  );
  const { moved, oldest } = cutoff.rows[0]!;
  if (!moved || !oldest) return 0;
  await database.pool.query(`create table if not exists ${IN_PLACE} (grants integer not null)`);
  const before = await database.pool.query<{ grants: number }>(
    `select coalesce(sum(grants), 0)::int as grants from ${IN_PLACE}`,
  );

  if (before.rows[0]!.grants + moved <= IN_PLACE_LIMIT) {
    await inTransaction(database, async (client) => {
      await bulkSettings(client);
      await moveGrants(client, gameId, now);
      await client.query(
        `insert into gamification_period_scores (game_id, period, period_key, user_id, points, reached_at)
           select $1, k.period, k.key, m.user_id, sum(m.points), max(m.new_at)
             from bench_moved m
             cross join lateral ${periodKeys(`(m.new_at at time zone 'America/Sao_Paulo')`)} k(period, key)
                group by k.period, k.key, m.user_id
         on conflict (game_id, period, period_key, user_id) do update
           set points = gamification_period_scores.points + excluded.points,
               reached_at = greatest(gamification_period_scores.reached_at, excluded.reached_at)`,
        [gameId],
      );
      await client.query(
        `update gamification_player_scores s set reached_at = greatest(s.reached_at, m.reached_at)
           from (select user_id, max(new_at) as reached_at from bench_moved group by user_id) m
          where s.game_id = $1 and s.user_id = m.user_id`,
        [gameId],
      );
      await client.query(`insert into ${IN_PLACE} (grants) values ($1)`, [moved]);
    });
    return moved;
  }

  const entered = await inTransaction(database, async (client) => {
    await client.query(`delete from memberships where workspace_id = $1 and user_id = $2`, [
      found.workspace_id,
      found.user_id,
    ]);
    await bulkSettings(client);
    await moveGrants(client, gameId, now);
    const keys = await client.query<{ period: string; key: string }>(
      `select distinct k.period, k.key from bench_moved m
         cross join lateral ${periodKeys(`(m.new_at at time zone 'America/Sao_Paulo')`)} k(period, key)`,
    );
    await client.query(
      `delete from gamification_period_scores
        where game_id = $1 and (period, period_key) in (select * from unnest($2::text[], $3::text[]))`,
      [gameId, keys.rows.map((k) => k.period), keys.rows.map((k) => k.key)],
    );
    return keys.rows;
  });
  await vacuum(database, ['gamification_period_scores']);

  await inTransaction(database, async (client) => {
    await bulkSettings(client);
    await client.query('truncate gamification_player_scores');
    await writePlayerScores(client, gameId);
    // Every period holding a moved grant starts at most 16 days (a fortnight) before it.
    await writePeriodScores(client, gameId, new Date(oldest.getTime() - 16 * 86_400_000), entered);
    await client.query(`delete from ${IN_PLACE}`);
    await client.query(
      `insert into memberships (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
      [found.workspace_id, found.user_id],
    );
  });
  return moved;
}

/** A fresh seed (in a database without one; `options.databaseUrl` seeds one every run). */
export async function seedGamification(
  database: DatabaseHandle,
  players: number,
  grants: number,
): Promise<GamificationSeed> {
  const started = performance.now();
  const { workspace } = await createMember(database, 'owner', 'Bench', {
    workspaceName: BENCH_WORKSPACE,
    emailLabel: 'gam',
  });
  const [game] = await database.db
    .insert(gamificationGames)
    .values({
      workspaceId: workspace.id,
      name: 'Jogo grande',
      code: 'BENCH2',
      rankingPeriod: 'week',
    })
    .returning();
  const gameId = game!.id;
  // One transaction: a run stopped half-way leaves no half seed (nor a dropped index).
  const callerId = await inTransaction(database, async (client) => {
    await bulkSettings(client);
    await client.query(
      `create temporary table bench_players on commit drop as
         select i, gen_random_uuid() as id from generate_series(1, $1::int) i`,
      [players],
    );
    const tag = randomUUID().slice(0, 8);
    await client.query(
      `insert into users (id, name, email) select id, 'Jogador ' || i, 'bench-' || $1 || '-' || i || '@exemplo.com.br' from bench_players`,
      [tag],
    );
    await client.query(
      `insert into gamification_participants (workspace_id, game_id, user_id) select $1, $2, id from bench_players`,
      [workspace.id, gameId],
    );

    // The ledger's secondary indexes are built once after the load instead of taking a
    // million random inserts each (no measured statement reads them), and the rows come in
    // the primary key's order: 65 s -> about 20 s, with the foreign-key checks off.
    const indexes = await client.query<{ name: string; def: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'gamification_grants'::regclass
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    for (const index of indexes.rows) await client.query(`drop index "${index.name}"`);
    // Grants over the last 30 days, skewed so that some players earn far more than others.
    await client.query(
      `insert into gamification_grants (id, workspace_id, user_id, game_id, cause, points, created_at)
         select gen_random_uuid(), $1, p.id, $2, 'bench:' || g, 1 + (g % 20), now() - (random() * interval '30 days')
           from generate_series(1, $3::int) g
           join bench_players p on p.i = 1 + (abs(hashint4(g))::bigint % $4::int) * (1 + abs(hashint4(g + 7)) % 100) / 100
          order by 1`,
      [workspace.id, gameId, grants, players],
    );
    for (const index of indexes.rows) await client.query(index.def);

    await writePlayerScores(client, gameId);
    await writePeriodScores(client, gameId, null, null);

    // The caller: a player ranked near the middle, so "own position" counts half the table.
    const { rows } = await client.query<{ user_id: string }>(
      `select user_id from gamification_player_scores where game_id = $1 order by points desc offset (select count(*) / 2 from gamification_player_scores where game_id = $1) limit 1`,
      [gameId],
    );
    await client.query(
      `insert into memberships (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
      [workspace.id, rows[0]!.user_id],
    );
    return rows[0]!.user_id;
  });
  await vacuum(database, [
    'users',
    'gamification_grants',
    'gamification_player_scores',
    'gamification_period_scores',
    'gamification_participants',
  ]);
  return {
    workspaceId: workspace.id,
    gameId,
    callerId,
    seconds: seconds(started),
    reused: false,
    redated: 0,
  };
}
