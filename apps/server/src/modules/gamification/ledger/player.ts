import type {
  InventoryEntry,
  Player,
  PlayerGame,
  PlayerTrophy,
} from '@orbita/contracts/gamification';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import {
  gamificationGames,
  gamificationLevels,
  gamificationMissions,
  gamificationResources,
  gamificationTrophies,
} from '../catalog/schema';
import { playedGames } from './catalog';
import { pendingCheckInMissions } from './check-ins';
import { clock } from '../../../platform/clock';
import { levelFor, type LevelDef } from './levels';
import { periodKey } from './periods';
import {
  gamificationGrants,
  gamificationMissionProgress,
  gamificationPlayerScores,
  gamificationTrophyAwards,
} from './schema';
import { currentStreak } from './streak';

/** Units held per resource (unexpired only); `expiresAt` is the earliest expiry among them. */
export async function inventoryOf(
  q: Queryable,
  userId: string,
  now = clock.now(),
): Promise<InventoryEntry[]> {
  const g = gamificationGrants;
  const r = gamificationResources;
  const rows = await q
    .select({
      resource: {
        id: r.id,
        name: r.name,
        description: r.description,
        imageUrl: r.imageUrl,
        rarity: r.rarity,
        usable: r.usable,
        effect: r.effect,
      },
      quantity: sql<number>`sum(${g.quantity})::int`,
      expiresAt: sql<Date | null>`min(${g.expiresAt}) filter (where ${g.quantity} > 0)`,
    })
    .from(g)
    .innerJoin(r, eq(r.id, g.resourceId))
    .where(and(eq(g.userId, userId), or(isNull(g.expiresAt), gt(g.expiresAt, now))))
    .groupBy(r.id)
    .having(sql`sum(${g.quantity}) > 0`)
    .orderBy(r.name);
  return rows.map((row) => ({
    resource: row.resource,
    quantity: row.quantity,
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
  }));
}

async function gamesOf(q: Queryable, userId: string, now: Date): Promise<PlayerGame[]> {
  const games = await playedGames(q, userId);
  if (games.length === 0) return [];
  const ids = games.map((g) => g.id);
  const [scores, levels, missions, progress, waiting] = await Promise.all([
    q
      .select()
      .from(gamificationPlayerScores)
      .where(
        and(
          eq(gamificationPlayerScores.userId, userId),
          inArray(gamificationPlayerScores.gameId, ids),
        ),
      ),
    q
      .select()
      .from(gamificationLevels)
      .where(inArray(gamificationLevels.gameId, ids))
      .orderBy(gamificationLevels.xpThreshold),
    q
      .select()
      .from(gamificationMissions)
      .where(
        and(inArray(gamificationMissions.gameId, ids), eq(gamificationMissions.status, 'active')),
      )
      .orderBy(gamificationMissions.name),
    q
      .select()
      .from(gamificationMissionProgress)
      .where(
        and(
          eq(gamificationMissionProgress.userId, userId),
          inArray(gamificationMissionProgress.gameId, ids),
        ),
      ),
    pendingCheckInMissions(q, userId, ids),
  ]);
  return games.map((game) => {
    const xp = scores.find((s) => s.gameId === game.id)?.points ?? 0;
    const defs: LevelDef[] = levels.filter((l) => l.gameId === game.id);
    return {
      game: { id: game.id, name: game.name, code: game.code },
      points: xp,
      ...levelFor(defs, xp),
      missions: missions
        .filter((m) => m.gameId === game.id)
        .map((m) => {
          const key = periodKey(m.recurrence, now);
          const p = progress.find((row) => row.missionId === m.id && row.periodKey === key);
          return {
            id: m.id,
            name: m.name,
            goalKind: m.goalKind,
            target: m.goalTarget,
            progress: Math.min(p?.count ?? 0, m.goalTarget),
            periodKey: key,
            completed: Boolean(p?.completedAt),
            ...(m.goalKind === 'manual' ? { pendingCheckIn: waiting.has(m.id) } : {}),
          };
        }),
    };
  });
}

async function trophiesOf(q: Queryable, userId: string): Promise<PlayerTrophy[]> {
  const t = gamificationTrophies;
  const rows = await q
    .select({
      id: t.id,
      gameId: t.gameId,
      gameName: gamificationGames.name,
      name: t.name,
      description: t.description,
      imageUrl: t.imageUrl,
      awardedAt: gamificationTrophyAwards.awardedAt,
    })
    .from(gamificationTrophyAwards)
    .innerJoin(t, eq(t.id, gamificationTrophyAwards.trophyId))
    .innerJoin(gamificationGames, eq(gamificationGames.id, t.gameId))
    .where(eq(gamificationTrophyAwards.userId, userId))
    .orderBy(desc(gamificationTrophyAwards.awardedAt));
  return rows.map((r) => ({ ...r, awardedAt: r.awardedAt.toISOString() }));
}

/** GET /player: the signed-in person over every game they play. */
export async function getPlayer(q: Queryable, userId: string, now = clock.now()): Promise<Player> {
  const [games, inventory, trophies, streak, [balance]] = await Promise.all([
    gamesOf(q, userId, now),
    inventoryOf(q, userId, now),
    trophiesOf(q, userId),
    currentStreak(q, userId, now),
    q
      .select({ total: sql<number>`coalesce(sum(${gamificationGrants.points}), 0)::int` })
      .from(gamificationGrants)
      .where(eq(gamificationGrants.userId, userId)),
  ]);
  // The headline level is the one of the game where the player has the most XP.
  const main = games.filter((g) => g.level || g.nextLevel).sort((a, b) => b.points - a.points)[0];
  const freezes = inventory
    .filter((e) => e.resource.effect === 'streak_freeze')
    .reduce((n, e) => n + e.quantity, 0);
  return {
    points: balance?.total ?? 0,
    level: main?.level ?? null,
    nextLevel: main?.nextLevel ?? null,
    progress: main?.progress ?? 0,
    streak,
    freezes,
    games,
    inventory,
    trophies,
  };
}
