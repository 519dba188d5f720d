import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { gamificationResources } from '../catalog/schema';
import { addDays, clock, saoPauloDay } from '../../../platform/clock';
import { daysBetween } from './periods';
import { gamificationGrants, gamificationStreakDays } from './schema';
import { spend } from './spend';

/** Consecutive accessed-or-protected days ending on `day`. */
export async function streakEndingOn(q: Queryable, userId: string, day: string): Promise<number> {
  const result = await q.execute<{ streak: number }>(sql`
    select count(*)::int as streak from (
      select ${gamificationStreakDays.day} + (row_number() over (order by ${gamificationStreakDays.day} desc))::int as anchor
      from ${gamificationStreakDays}
      where ${gamificationStreakDays.userId} = ${userId} and ${gamificationStreakDays.day} <= ${day}::date
    ) run
    where run.anchor = ${day}::date + 1`);
  return result.rows[0]?.streak ?? 0;
}

/** The player's streak now: ending today, or yesterday while today's access has not happened yet. */
export async function currentStreak(
  q: Queryable,
  userId: string,
  now = clock.now(),
): Promise<number> {
  const today = saoPauloDay(now);
  const streak = await streakEndingOn(q, userId, today);
  return streak > 0 ? streak : streakEndingOn(q, userId, addDays(today, -1));
}

/** Unexpired streak freezes the player holds, per resource, earliest expiry first. */
export async function freezeLots(q: Queryable, userId: string, now = clock.now()) {
  const g = gamificationGrants;
  return q
    .select({ resourceId: g.resourceId, quantity: sql<number>`sum(${g.quantity})::int` })
    .from(g)
    .innerJoin(gamificationResources, eq(gamificationResources.id, g.resourceId))
    .where(
      and(
        eq(g.userId, userId),
        eq(gamificationResources.effect, 'streak_freeze'),
        or(isNull(g.expiresAt), gt(g.expiresAt, now)),
      ),
    )
    .groupBy(g.resourceId)
    .having(sql`sum(${g.quantity}) > 0`)
    .orderBy(sql`min(${g.expiresAt}) asc nulls last`);
}

/**
 * Records the day's access for the streak. When the previous access was before yesterday
 * and the player holds a streak freeze for every missed day, one is used per missed day
 * (an idempotent `use` row) and those days are recorded as protected, so the streak goes on.
 * With fewer freezes than missed days none is used: the streak would break anyway.
 * Emits `gamification.streak.recorded` with the streak after it.
 */
export async function keepStreak(
  tx: Tx,
  who: { userId: string; workspaceId: string },
  day: string,
): Promise<number> {
  const s = gamificationStreakDays;
  const [last] = await tx
    .select({ day: s.day })
    .from(s)
    .where(and(eq(s.userId, who.userId), lt(s.day, day)))
    .orderBy(desc(s.day))
    .limit(1);
  const missed = last ? daysBetween(last.day, day) - 1 : 0;
  if (missed > 0) {
    const lots = await freezeLots(tx, who.userId);
    if (lots.reduce((n, lot) => n + lot.quantity, 0) >= missed) {
      let d = addDays(last!.day, 1);
      for (const lot of lots) {
        for (let i = 0; i < lot.quantity && d < day; i++, d = addDays(d, 1)) {
          await spend(tx, {
            workspaceId: who.workspaceId,
            userId: who.userId,
            gameId: null,
            cause: `use:freeze:${d}`,
            resourceId: lot.resourceId,
            quantity: 1,
          });
          await tx
            .insert(s)
            .values({ userId: who.userId, day: d, kind: 'protected' })
            .onConflictDoNothing();
        }
      }
    }
  }
  await tx.insert(s).values({ userId: who.userId, day, kind: 'access' }).onConflictDoNothing();
  const streak = await streakEndingOn(tx, who.userId, day);
  await emit(tx, 'gamification.streak.recorded', {
    workspaceId: who.workspaceId,
    actorId: who.userId,
    userId: who.userId,
    day,
    streak,
  });
  return streak;
}
