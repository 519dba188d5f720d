import { ACTIVITY_DAYS, type DashboardActivity } from '@orbita/contracts/dashboard';
import { asc, between, eq, sql } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Queryable, Tx } from '../../platform/db/client';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { dashboardActivityDays as days } from './schema';
import { addDays, dayIn, timeZoneOf } from './time-zone';

/** What a heatmap day counts: the day's access and the real work done in it. */
export type ActivityKind = 'accesses' | 'captures' | 'tasksDone' | 'entries';

const total = sql<number>`(${days.accesses} + ${days.captures} + ${days.tasksDone} + ${days.entries})::int`;

/** Per transaction, each person's zone: an import of 500 entries asks the settings once. */
const zones = new WeakMap<Tx, Map<string, Promise<string>>>();

function zoneIn(tx: Tx, userId: string): Promise<string> {
  let known = zones.get(tx);
  if (!known) zones.set(tx, (known = new Map()));
  let zone = known.get(userId);
  if (!zone) known.set(userId, (zone = timeZoneOf(tx, userId)));
  return zone;
}

/**
 * Counts one piece of work (or the day's access) for `userId` on the day it happens in
 * their time zone, inside the transaction of the work: if the work rolls back, so does the
 * count. Nothing is published here: every such piece of work already publishes its own
 * realtime change (flow-item, flow-task, finance), on which the dashboard refetches.
 */
export async function countActivity(
  tx: Tx,
  work: { workspaceId: string; userId: string; kind: ActivityKind },
  at = clock.now(),
): Promise<void> {
  const day = dayIn(at, await zoneIn(tx, work.userId));
  const column = days[work.kind];
  // The access is once a day by nature: 1, never more, whatever replays.
  const bumped = work.kind === 'accesses' ? sql`1` : sql`${column} + 1`;
  await tx
    .insert(days)
    .values({ workspaceId: work.workspaceId, userId: work.userId, day, [work.kind]: 1 })
    .onConflictDoUpdate({
      target: [days.workspaceId, days.userId, days.day],
      set: { [work.kind]: bumped, updatedAt: sql`now()` },
    });
}

/** The person's heatmap in the member's workspace: the last 365 days of their zone, days with work only. */
export async function activityOf(
  q: Queryable,
  member: Pick<MemberContext, 'workspaceId' | 'userId'>,
  timeZone: string,
  now = clock.now(),
): Promise<DashboardActivity> {
  const to = dayIn(now, timeZone);
  const from = addDays(to, -(ACTIVITY_DAYS - 1));
  const rows = await q
    .select({ day: days.day, count: total })
    .from(days)
    .where(inWorkspace(days, member, eq(days.userId, member.userId), between(days.day, from, to)))
    .orderBy(asc(days.day));
  const active = rows.filter((r) => r.count > 0);
  return { from, to, total: active.reduce((s, r) => s + r.count, 0), days: active };
}
