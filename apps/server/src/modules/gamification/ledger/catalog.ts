import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import {
  gamificationGames,
  gamificationLevels,
  gamificationMissions,
  gamificationParticipants,
  gamificationResources,
} from '../catalog/schema';

/** The ledger's reads of the catalog (resources, games, levels, missions, participants). */

export async function resourceForGrant(q: Queryable, id: string) {
  const [row] = await q
    .select({
      id: gamificationResources.id,
      name: gamificationResources.name,
      transitory: gamificationResources.transitory,
    })
    .from(gamificationResources)
    .where(eq(gamificationResources.id, id));
  return row ?? null;
}

/** The one statement that may raise a resource's granted supply (see grant). */
export async function takeSupply(tx: Tx, resourceId: string, quantity: number): Promise<boolean> {
  const r = gamificationResources;
  const rows = await tx
    .update(r)
    .set({ quantityGranted: sql`${r.quantityGranted} + ${quantity}` })
    .where(
      and(
        eq(r.id, resourceId),
        sql`(not ${r.limited} or ${r.quantityGranted} + ${quantity} <= ${r.quantityExisting})`,
      ),
    )
    .returning({ id: r.id });
  return rows.length === 1;
}

export async function levelsOf(q: Queryable, gameId: string) {
  return q
    .select({
      level: gamificationLevels.level,
      name: gamificationLevels.name,
      xpThreshold: gamificationLevels.xpThreshold,
    })
    .from(gamificationLevels)
    .where(eq(gamificationLevels.gameId, gameId))
    .orderBy(gamificationLevels.xpThreshold);
}

/** Active games the user plays, with their daily reward. */
export async function playedGames(q: Queryable, userId: string) {
  const g = gamificationGames;
  return q
    .select({
      id: g.id,
      workspaceId: g.workspaceId,
      name: g.name,
      code: g.code,
      dailyPoints: g.dailyPoints,
      dailyResourceId: g.dailyResourceId,
      dailyQuantity: g.dailyQuantity,
    })
    .from(gamificationParticipants)
    .innerJoin(g, eq(g.id, gamificationParticipants.gameId))
    .where(and(eq(gamificationParticipants.userId, userId), eq(g.status, 'active')))
    .orderBy(g.name);
}

export type MissionRow = typeof gamificationMissions.$inferSelect;

/** The user's active missions of one goal kind, in active games they participate in. */
export async function activeMissionsFor(
  q: Queryable,
  userId: string,
  goalKind: MissionRow['goalKind'],
) {
  const m = gamificationMissions;
  const rows = await q
    .select({ mission: m })
    .from(m)
    .innerJoin(gamificationGames, eq(gamificationGames.id, m.gameId))
    .innerJoin(
      gamificationParticipants,
      and(
        eq(gamificationParticipants.gameId, m.gameId),
        eq(gamificationParticipants.userId, userId),
      ),
    )
    .where(
      and(eq(m.status, 'active'), eq(m.goalKind, goalKind), eq(gamificationGames.status, 'active')),
    );
  return rows.map((r) => r.mission);
}

export async function isParticipant(
  q: Queryable,
  gameId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await q
    .select({ id: gamificationParticipants.id })
    .from(gamificationParticipants)
    .where(
      and(eq(gamificationParticipants.gameId, gameId), eq(gamificationParticipants.userId, userId)),
    );
  return Boolean(row);
}
