import {
  dailyAccessRangeProblem,
  type DailyAccessDays,
  type DailyAccessResult,
} from '@orbita/contracts';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { addDays, clock, saoPauloDay } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { dailyAccesses } from './schema';

/** Consecutive days with an access ending on `day` (0 when `day` itself has none). */
async function streakUpTo(q: Queryable, userId: string, day: string): Promise<number> {
  // Gaps and islands: over the days ordered newest first, day + row number is the same
  // value for every day of the run that ends on `day` (it equals `day` + 1).
  const result = await q.execute<{ streak: number }>(sql`
    select count(*)::int as streak from (
      select ${dailyAccesses.day} + (row_number() over (order by ${dailyAccesses.day} desc))::int as anchor
      from ${dailyAccesses}
      where ${dailyAccesses.userId} = ${userId} and ${dailyAccesses.day} <= ${day}::date
    ) run
    where run.anchor = ${day}::date + 1`);
  return result.rows[0]?.streak ?? 0;
}

/**
 * Records today's São Paulo date for the person. Idempotent by the primary key: of any
 * number of concurrent calls exactly one inserts the row and emits
 * `communication.daily-access.recorded`, whose in-transaction handlers (gamification) grant
 * the day's rewards — a failing one rolls the day back, so the next attempt grants again.
 * The others wait for it at the constraint and then insert nothing.
 */
export async function recordDailyAccess(
  ctx: AppContext,
  userId: string,
  workspaceId: string,
  now = clock.now(),
): Promise<DailyAccessResult> {
  const day = saoPauloDay(now);
  return transaction(ctx, async (tx) => {
    const inserted = await tx
      .insert(dailyAccesses)
      .values({ userId, day, workspaceId })
      .onConflictDoNothing({ target: [dailyAccesses.userId, dailyAccesses.day] })
      .returning({ day: dailyAccesses.day });
    const firstToday = inserted.length === 1;
    const streak = await streakUpTo(tx, userId, day);
    const replies = firstToday
      ? await emit(tx, 'communication.daily-access.recorded', {
          workspaceId,
          actorId: userId,
          userId,
          day,
          streak,
        })
      : [];
    return { day, firstToday, streak, granted: replies.flat() };
  });
}

/** The person's access days in a range for the heatmap; defaults to the last 365 days. */
export async function listDailyAccessDays(
  q: Queryable,
  userId: string,
  range: { from?: string; to?: string },
  now = clock.now(),
): Promise<DailyAccessDays> {
  const to = range.to ?? saoPauloDay(now);
  const from = range.from ?? addDays(to, -364);
  const problem = dailyAccessRangeProblem(from, to);
  if (problem) throw AppError.validation(problem.message, { [problem.field]: problem.message });
  const rows = await q
    .select({ day: dailyAccesses.day })
    .from(dailyAccesses)
    .where(and(eq(dailyAccesses.userId, userId), between(dailyAccesses.day, from, to)))
    .orderBy(asc(dailyAccesses.day));
  return { from, to, days: rows.map((r) => r.day) };
}
