import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { Queryable } from '../../../platform/db/client';
import { gamificationGames, gamificationLevels, gamificationResources } from '../catalog/schema';
import { levelFor } from './levels';
import { gamificationGrants, gamificationPlayerScores } from './schema';

export type WorkspacePlayerSort = 'points' | 'name' | 'lastActivityAt' | 'trophies';

export interface WorkspacePlayersQuery {
  q?: string;
  sort: WorkspacePlayerSort;
  dir?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** One participant of the workspace's games, over all of them. */
export interface WorkspacePlayer {
  userId: string;
  name: string;
  email: string | null;
  points: number;
  games: {
    gameId: string;
    gameName: string;
    points: number;
    level: number | null;
    levelName: string | null;
  }[];
  resources: { resourceId: string; name: string; quantity: number }[];
  trophies: number;
  lastActivityAt: string | null;
}

interface Row extends Record<string, unknown> {
  user_id: string;
  name: string;
  email: string | null;
  points: number;
  trophies: number;
  last_activity_at: string | null;
  total: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * For people's players view: who takes part in the workspace's games (participants of any of
 * its games), with their all-time points in those games, trophies won there and last activity
 * (their latest grant or spend in the workspace), sorted and paged (offset: a workspace has at
 * most a few thousand players); then, for the page only, points and level per game and the
 * resources held (granted in this workspace, unexpired).
 */
export async function workspacePlayers(
  q: Queryable,
  workspaceId: string,
  query: WorkspacePlayersQuery,
  now = clock.now(),
): Promise<{ items: WorkspacePlayer[]; total: number }> {
  const dir = query.dir ?? (query.sort === 'name' ? 'asc' : 'desc');
  const way = sql.raw(dir === 'asc' ? 'asc nulls first' : 'desc nulls last');
  const order = {
    points: sql`points ${way}, lower(name) asc`,
    name: sql`lower(name) ${way}`,
    lastActivityAt: sql`last_activity_at ${way}, lower(name) asc`,
    trophies: sql`trophies ${way}, points desc`,
  }[query.sort];
  const search = query.q?.trim()
    ? sql`and (u.name ilike ${`%${likeEscape(query.q.trim())}%`} or u.email ilike ${`%${likeEscape(query.q.trim())}%`})`
    : sql``;
  const result = await q.execute<Row>(sql`
    with players as (
      select distinct p.user_id from gamification_participants p where p.workspace_id = ${workspaceId}
    ),
    rows as (
      select u.id as user_id, u.name, u.email,
             coalesce((select sum(s.points)::int from gamification_player_scores s
                        join gamification_games g on g.id = s.game_id
                       where g.workspace_id = ${workspaceId} and s.user_id = u.id), 0) as points,
             (select count(*)::int from gamification_trophy_awards a
                join gamification_games g on g.id = a.game_id
               where g.workspace_id = ${workspaceId} and a.user_id = u.id) as trophies,
             (select max(gr.created_at) from gamification_grants gr
               where gr.workspace_id = ${workspaceId} and gr.user_id = u.id)::text as last_activity_at
        from players pl join users u on u.id = pl.user_id
       where true ${search}
    )
    select rows.*, count(*) over ()::int as total from rows
     order by ${order}, user_id
     limit ${query.limit} offset ${query.offset}`);
  const page = result.rows;
  const total = page[0]?.total ?? 0;
  if (page.length === 0)
    return { items: [], total: query.offset > 0 ? await countPlayers(q, workspaceId) : 0 };
  const ids = page.map((r) => r.user_id);
  const games = await q
    .select({ id: gamificationGames.id, name: gamificationGames.name })
    .from(gamificationGames)
    .where(eq(gamificationGames.workspaceId, workspaceId))
    .orderBy(gamificationGames.name);
  const gameIds = games.map((g) => g.id);
  const [scores, levels, held] = await Promise.all([
    gameIds.length
      ? q
          .select()
          .from(gamificationPlayerScores)
          .where(
            and(
              inArray(gamificationPlayerScores.gameId, gameIds),
              inArray(gamificationPlayerScores.userId, ids),
            ),
          )
      : Promise.resolve([]),
    gameIds.length
      ? q
          .select()
          .from(gamificationLevels)
          .where(inArray(gamificationLevels.gameId, gameIds))
          .orderBy(gamificationLevels.xpThreshold)
      : Promise.resolve([]),
    q
      .select({
        userId: gamificationGrants.userId,
        resourceId: gamificationResources.id,
        name: gamificationResources.name,
        quantity: sql<number>`sum(${gamificationGrants.quantity})::int`,
      })
      .from(gamificationGrants)
      .innerJoin(gamificationResources, eq(gamificationResources.id, gamificationGrants.resourceId))
      .where(
        and(
          eq(gamificationGrants.workspaceId, workspaceId),
          inArray(gamificationGrants.userId, ids),
          or(isNull(gamificationGrants.expiresAt), gt(gamificationGrants.expiresAt, now)),
        ),
      )
      .groupBy(gamificationGrants.userId, gamificationResources.id)
      .having(sql`sum(${gamificationGrants.quantity}) > 0`)
      .orderBy(gamificationResources.name),
  ]);
  const items = page.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    points: r.points,
    trophies: r.trophies,
    lastActivityAt: r.last_activity_at ? new Date(r.last_activity_at).toISOString() : null,
    games: games.flatMap((g) => {
      const score = scores.find((s) => s.gameId === g.id && s.userId === r.user_id);
      if (!score) return [];
      const standing = levelFor(
        levels.filter((l) => l.gameId === g.id),
        score.points,
      );
      return [
        {
          gameId: g.id,
          gameName: g.name,
          points: score.points,
          level: standing.level?.n ?? null,
          levelName: standing.level?.name ?? null,
        },
      ];
    }),
    resources: held
      .filter((h) => h.userId === r.user_id)
      .map(({ resourceId, name, quantity }) => ({ resourceId, name, quantity })),
  }));
  return { items, total };
}

async function countPlayers(q: Queryable, workspaceId: string): Promise<number> {
  const result = await q.execute<{ n: number }>(
    sql`select count(distinct user_id)::int as n from gamification_participants where workspace_id = ${workspaceId}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Whether a user takes part in any game of the workspace. */
export async function playsInWorkspace(
  q: Queryable,
  workspaceId: string,
  userId: string,
): Promise<boolean> {
  const result = await q.execute(
    sql`select 1 from gamification_participants where workspace_id = ${workspaceId} and user_id = ${userId} limit 1`,
  );
  return result.rows.length > 0;
}
