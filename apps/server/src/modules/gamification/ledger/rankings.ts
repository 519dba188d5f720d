import {
  scoringFormula,
  type Ranking,
  type RankingQueryPeriod,
  type TeamRanking,
} from '@orbita/contracts/gamification';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { clock } from '../../../platform/clock';
import { periodKey } from './periods';

/**
 * Where a period's per-player points live, as (table, condition): all time in the
 * maintained totals, a São Paulo day/week/fortnight in the maintained period scores (both
 * written by the grant's transaction), each with an index ordered for the ranking.
 */
function source(gameId: string, period: RankingQueryPeriod, now: Date): { table: SQL; where: SQL } {
  // Conditions name the source `s`: every statement reads it under that alias.
  if (period === 'all')
    return { table: sql`gamification_player_scores`, where: sql`s.game_id = ${gameId}` };
  return {
    table: sql`gamification_period_scores`,
    where: sql`s.game_id = ${gameId} and s.period = ${period} and s.period_key = ${periodKey(period, now)}`,
  };
}

interface Row extends Record<string, unknown> {
  kind: 'top' | 'me';
  user_id: string;
  name: string | null;
  points: number;
  reached_at: Date | string;
  position: number | null;
}

/**
 * Top `limit` and the caller's own position (players ahead of them + 1: more points, or as
 * many reached earlier), in one statement (also run under EXPLAIN by the benchmark). Both
 * parts are index range reads on (game[, period, key], points desc, reached_at, user):
 * nothing is aggregated or sorted per request, however many players or grants.
 */
export function rankingStatement(
  gameId: string,
  userId: string,
  period: RankingQueryPeriod,
  limit: number,
  now: Date,
): SQL {
  const { table, where } = source(gameId, period, now);
  return sql`
    with top as (
      select s.user_id, s.points, s.reached_at from ${table} s where ${where} and s.points > 0
       order by s.points desc nulls last, s.reached_at asc, s.user_id limit ${limit}
    ),
    me as (select s.points, s.reached_at from ${table} s where ${where} and s.user_id = ${userId} and s.points > 0)
    select 'top' as kind, t.user_id, u.name, t.points, t.reached_at, null::int as position from top t join users u on u.id = t.user_id
    union all
    select 'me', ${userId}, null, me.points, me.reached_at,
           1 + (select count(*)::int from ${table} s where ${where} and s.points > me.points)
             + (select count(*)::int from ${table} s where ${where} and s.points = me.points and s.reached_at < me.reached_at)
      from me`;
}

export async function ranking(
  q: Queryable,
  game: { id: string },
  userId: string,
  period: RankingQueryPeriod,
  limit: number,
  now = clock.now(),
): Promise<Ranking> {
  const result = await q.execute<Row>(rankingStatement(game.id, userId, period, limit, now));
  // The top rows come back unordered (union): sorted here the same way, their position is their place.
  const at = (r: Row) => new Date(r.reached_at).getTime();
  const top = result.rows
    .filter((r) => r.kind === 'top')
    .sort(
      (a, b) =>
        b.points - a.points ||
        at(a) - at(b) ||
        (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0),
    )
    .map((r, i) => ({ position: i + 1, userId: r.user_id, name: r.name ?? '', points: r.points }));
  const me = result.rows.find((r) => r.kind === 'me');
  return {
    period,
    top,
    me: me ? { position: me.position!, points: me.points } : null,
    scoringFormula: scoringFormula(),
  };
}

/** Teams of the game's workspace by the sum of their participants' points. */
export async function teamRanking(
  q: Queryable,
  game: { id: string },
  period: RankingQueryPeriod,
  limit: number,
  now = clock.now(),
): Promise<TeamRanking> {
  const { table, where } = source(game.id, period, now);
  const result = await q.execute<{ team_id: string; name: string; points: number }>(sql`
    select p.team_id, t.name, sum(s.points)::int as points
      from ${table} s
      join gamification_participants p on p.game_id = ${game.id} and p.user_id = s.user_id
      join teams t on t.id = p.team_id
     where ${where} and s.points > 0
     group by p.team_id, t.name
     order by points desc, t.name
     limit ${limit}`);
  return {
    period,
    top: result.rows.map((r, i) => ({
      position: i + 1,
      teamId: r.team_id,
      name: r.name,
      points: r.points,
    })),
    scoringFormula: scoringFormula(),
  };
}
