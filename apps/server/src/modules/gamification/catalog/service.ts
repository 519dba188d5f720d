import type { GoalKind } from '@orbita/contracts/gamification';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import type { GameRow, MissionRow, ResourceRow } from './presenter';
import {
  gamificationGames,
  gamificationMissions,
  gamificationParticipants,
  gamificationResources,
} from './schema';

/**
 * What the ledger (and any other module) may use from the catalog. These read by id across
 * workspaces on purpose: the ledger acts for a participant, who need not be a member of the
 * game's workspace. Routes never answer with them without their own access check.
 */
export type { GameRow, MissionRow, ResourceRow } from './presenter';
export { isParticipant } from './store-service';
export {
  presentResource,
  presentMission,
  presentGame,
  presentTrophy,
  trophyRule,
} from './presenter';

export async function loadGame(q: Queryable, id: string): Promise<GameRow | null> {
  const [row] = await q.select().from(gamificationGames).where(eq(gamificationGames.id, id));
  return row ?? null;
}

export async function loadResource(q: Queryable, id: string): Promise<ResourceRow | null> {
  const [row] = await q
    .select()
    .from(gamificationResources)
    .where(eq(gamificationResources.id, id));
  return row ?? null;
}

/**
 * Active missions with goal `goalKind` of the active games the user takes part in, with
 * the game's workspace (where the grant goes). Only `active` missions count progress.
 */
export async function activeMissionsForUser(
  q: Queryable,
  userId: string,
  goalKind: GoalKind,
): Promise<(MissionRow & { gameWorkspaceId: string })[]> {
  const rows = await q
    .select({ mission: gamificationMissions, gameWorkspaceId: gamificationGames.workspaceId })
    .from(gamificationParticipants)
    .innerJoin(gamificationGames, eq(gamificationGames.id, gamificationParticipants.gameId))
    .innerJoin(gamificationMissions, eq(gamificationMissions.gameId, gamificationGames.id))
    .where(
      and(
        eq(gamificationParticipants.userId, userId),
        eq(gamificationGames.status, 'active'),
        eq(gamificationMissions.status, 'active'),
        eq(gamificationMissions.goalKind, goalKind),
      ),
    );
  return rows.map((r) => ({ ...r.mission, gameWorkspaceId: r.gameWorkspaceId }));
}
