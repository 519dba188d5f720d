import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { memberships } from '../../../platform/identity/schema';
import { gamificationGames } from '../catalog/schema';
import { isParticipant } from './catalog';

export const gameNotFound = 'Gamificação não encontrada.';

/**
 * A game the caller may read as a player: a member of the game's workspace or one of its
 * participants. Anyone else gets the same 404 as for a missing game.
 */
export async function readableGame(q: Queryable, userId: string, gameId: string) {
  const [game] = await q
    .select()
    .from(gamificationGames)
    .where(eq(gamificationGames.id, gameId))
    .limit(1);
  if (!game) throw AppError.notFound(gameNotFound);
  const [member] = await q
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, game.workspaceId), eq(memberships.userId, userId)))
    .limit(1);
  if (!member && !(await isParticipant(q, game.id, userId))) throw AppError.notFound(gameNotFound);
  return game;
}
