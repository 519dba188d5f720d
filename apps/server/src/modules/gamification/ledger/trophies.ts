import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { gamificationTrophies } from '../catalog/schema';
import { levelsOf } from './catalog';
import { notifyPlayer, publishChange } from './events';
import { levelFor } from './levels';
import {
  gamificationMissionProgress,
  gamificationPlayerScores,
  gamificationTrophyAwards,
} from './schema';

/**
 * Awards the game's trophies whose rule the player now meets (level reached, mission
 * completed, points added up). Each is awarded once: the primary key (trophy, user) with
 * `on conflict do nothing`; each award emits `gamification.trophy.awarded`.
 */
export async function awardTrophies(
  tx: Tx,
  who: { workspaceId: string; userId: string; gameId: string },
): Promise<void> {
  const t = gamificationTrophies;
  const pending = await tx
    .select({
      id: t.id,
      ruleKind: t.ruleKind,
      ruleLevel: t.ruleLevel,
      ruleMissionId: t.ruleMissionId,
      rulePoints: t.rulePoints,
    })
    .from(t)
    .where(
      and(
        eq(t.gameId, who.gameId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(gamificationTrophyAwards)
            .where(
              and(
                eq(gamificationTrophyAwards.trophyId, t.id),
                eq(gamificationTrophyAwards.userId, who.userId),
              ),
            ),
        ),
      ),
    );
  if (pending.length === 0) return;

  const [score] = await tx
    .select({ points: gamificationPlayerScores.points })
    .from(gamificationPlayerScores)
    .where(
      and(
        eq(gamificationPlayerScores.gameId, who.gameId),
        eq(gamificationPlayerScores.userId, who.userId),
      ),
    );
  const xp = score?.points ?? 0;
  const needsLevel = pending.some((p) => p.ruleKind === 'level');
  const level = needsLevel ? (levelFor(await levelsOf(tx, who.gameId), xp).level?.n ?? 0) : 0;
  const completed = new Set(
    (
      await tx
        .selectDistinct({ missionId: gamificationMissionProgress.missionId })
        .from(gamificationMissionProgress)
        .where(
          and(
            eq(gamificationMissionProgress.gameId, who.gameId),
            eq(gamificationMissionProgress.userId, who.userId),
            isNotNull(gamificationMissionProgress.completedAt),
          ),
        )
    ).map((r) => r.missionId),
  );

  const met = pending.filter(
    (p) =>
      (p.ruleKind === 'level' && p.ruleLevel !== null && level >= p.ruleLevel) ||
      (p.ruleKind === 'points' && p.rulePoints !== null && xp >= p.rulePoints) ||
      (p.ruleKind === 'mission' && p.ruleMissionId !== null && completed.has(p.ruleMissionId)),
  );
  if (met.length === 0) return;
  const awarded = await tx
    .insert(gamificationTrophyAwards)
    .values(met.map((p) => ({ trophyId: p.id, userId: who.userId, gameId: who.gameId })))
    .onConflictDoNothing()
    .returning({ trophyId: gamificationTrophyAwards.trophyId });
  for (const { trophyId } of awarded) {
    const award = { gameId: who.gameId, userId: who.userId, trophyId };
    await emit(tx, 'gamification.trophy.awarded', {
      workspaceId: who.workspaceId,
      actorId: who.userId,
      ...award,
    });
    publishChange(tx, who.workspaceId, trophyId, award);
  }
  if (awarded.length > 0) notifyPlayer(tx, who.userId);
}
