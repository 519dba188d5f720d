import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import {
  gamificationGames,
  gamificationMissions,
  gamificationResources,
  gamificationTrophies,
} from './catalog/schema';

/** Names for notifications (communication): a mission, a resource, a trophy and their game. */
export async function missionName(q: Queryable, workspaceId: string, missionId: string) {
  const [row] = await q
    .select({ name: gamificationMissions.name })
    .from(gamificationMissions)
    .where(
      and(
        eq(gamificationMissions.workspaceId, workspaceId),
        eq(gamificationMissions.id, missionId),
      ),
    );
  return row?.name ?? null;
}

export async function resourceName(q: Queryable, workspaceId: string, resourceId: string) {
  const [row] = await q
    .select({ name: gamificationResources.name })
    .from(gamificationResources)
    .where(
      and(
        eq(gamificationResources.workspaceId, workspaceId),
        eq(gamificationResources.id, resourceId),
      ),
    );
  return row?.name ?? null;
}

export async function trophyName(q: Queryable, workspaceId: string, trophyId: string) {
  const [row] = await q
    .select({ name: gamificationTrophies.name })
    .from(gamificationTrophies)
    .where(
      and(eq(gamificationTrophies.workspaceId, workspaceId), eq(gamificationTrophies.id, trophyId)),
    );
  return row?.name ?? null;
}

export async function gameName(q: Queryable, workspaceId: string, gameId: string) {
  const [row] = await q
    .select({ name: gamificationGames.name })
    .from(gamificationGames)
    .where(and(eq(gamificationGames.workspaceId, workspaceId), eq(gamificationGames.id, gameId)));
  return row?.name ?? null;
}
