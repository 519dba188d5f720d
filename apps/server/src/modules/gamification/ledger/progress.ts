import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { activeMissionsFor, type MissionRow } from './catalog';
import { clock } from '../../../platform/clock';
import { notifyPlayer } from './events';
import { grant } from './grant';
import { periodKey } from './periods';
import { gamificationMissionProgress, gamificationProgressMarks } from './schema';
import { awardTrophies } from './trophies';

type GoalKind = MissionRow['goalKind'];

/**
 * One event that counts for missions (`task:<id>`, `item:<id>`, `entry:<id>`,
 * `check-in:<id>`): each counts once per mission period, so a task reopened and done
 * again in the same week does not count twice.
 */
export async function countEvent(
  tx: Tx,
  event: {
    userId: string;
    goalKind: GoalKind;
    source: string;
    listId?: string | null;
    missionId?: string;
    periodKey?: string;
  },
): Promise<void> {
  const now = clock.now();
  const missions = (await activeMissionsFor(tx, event.userId, event.goalKind)).filter(
    (m) =>
      (!event.missionId || m.id === event.missionId) &&
      (m.goalKind !== 'tasks_done' || !m.goalListId || m.goalListId === event.listId),
  );
  for (const mission of missions) {
    const key = event.periodKey ?? periodKey(mission.recurrence, now);
    const marked = await tx
      .insert(gamificationProgressMarks)
      .values({ missionId: mission.id, userId: event.userId, periodKey: key, source: event.source })
      .onConflictDoNothing()
      .returning({ source: gamificationProgressMarks.source });
    if (marked.length === 0) continue;
    await advance(
      tx,
      mission,
      event.userId,
      key,
      sql`${gamificationMissionProgress.count} + 1`,
      1,
      now,
    );
  }
}

/** Daily-streak missions: progress is the current streak. */
export async function recordStreak(tx: Tx, userId: string, streak: number): Promise<void> {
  const now = clock.now();
  for (const mission of await activeMissionsFor(tx, userId, 'daily_streak')) {
    const key = periodKey(mission.recurrence, now);
    await advance(
      tx,
      mission,
      userId,
      key,
      sql`greatest(${gamificationMissionProgress.count}, excluded.count)`,
      streak,
      now,
    );
  }
}

/**
 * Moves a mission's progress for the period; the transaction that takes it to the target
 * marks it completed (`where completed_at is null`, so only one can) and grants the reward
 * with the idempotent cause `mission:<id>:<user>:<period>`. Emits
 * `gamification.mission.progressed` and, that once, `gamification.mission.completed`.
 */
async function advance(
  tx: Tx,
  mission: MissionRow,
  userId: string,
  key: string,
  next: ReturnType<typeof sql>,
  initial: number,
  now: Date,
) {
  const p = gamificationMissionProgress;
  const [row] = await tx
    .insert(p)
    .values({
      missionId: mission.id,
      userId,
      periodKey: key,
      gameId: mission.gameId,
      count: initial,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [p.missionId, p.userId, p.periodKey],
      set: { count: next, updatedAt: now },
    })
    .returning({ count: p.count, completedAt: p.completedAt });
  if (!row) return;
  const about = {
    workspaceId: mission.workspaceId,
    actorId: userId,
    missionId: mission.id,
    gameId: mission.gameId,
    userId,
    periodKey: key,
  };
  await emit(tx, 'gamification.mission.progressed', { ...about, count: row.count });
  // 1/3 → 2/3 shows on the player's screens even when nothing is granted yet.
  notifyPlayer(tx, userId);
  if (row.completedAt || row.count < mission.goalTarget) return;
  const [completed] = await tx
    .update(p)
    .set({ completedAt: now })
    .where(
      and(
        eq(p.missionId, mission.id),
        eq(p.userId, userId),
        eq(p.periodKey, key),
        isNull(p.completedAt),
      ),
    )
    .returning({ missionId: p.missionId });
  if (!completed) return;
  await emit(tx, 'gamification.mission.completed', about);
  const reward = {
    workspaceId: mission.workspaceId,
    userId,
    gameId: mission.gameId,
    cause: `mission:${mission.id}:${userId}:${key}`,
    points: mission.rewardPoints,
  };
  let result = await grant(tx, {
    ...reward,
    resourceId: mission.rewardResourceId,
    quantity: mission.rewardResourceId ? mission.rewardQuantity : 0,
  });
  // The resource ran out: the player still gets the points.
  if (result.status === 'sold_out') result = await grant(tx, reward);
  // A reward that granted nothing new (sold out, duplicate) still completes the mission's trophy rule.
  if (result.status !== 'granted')
    await awardTrophies(tx, { workspaceId: mission.workspaceId, userId, gameId: mission.gameId });
}
