import type { ItemEffect } from '@orbita/contracts/gamification';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { Member } from './common';
import { gamificationGames, gamificationResources } from './schema';

const invalid = (message: string) => AppError.validation(message, { useEffect: message });

/**
 * A resource's "Usar" effect, checked on the whole result (create, or current + change): it
 * needs a usable resource, and what it names (a game, another resource) must be of the same
 * workspace, so a player's use can never reach another tenant's records.
 */
export async function checkUseEffect(
  q: Queryable,
  member: Member,
  resource: { id?: string; usable: boolean; useEffect: ItemEffect | null },
): Promise<void> {
  const effect = resource.useEffect;
  if (!effect) return;
  if (!resource.usable) throw invalid('Um efeito de uso exige um recurso utilizável.');
  if (effect.kind === 'points' && effect.gameId) {
    const [game] = await q
      .select({ id: gamificationGames.id })
      .from(gamificationGames)
      .where(
        and(
          eq(gamificationGames.id, effect.gameId),
          eq(gamificationGames.workspaceId, member.workspaceId),
        ),
      );
    if (!game) throw invalid('Gamificação não encontrada.');
  }
  if (effect.kind === 'grant_resource') {
    if (effect.resourceId === resource.id)
      throw invalid('Escolha outro recurso: um item não pode dar a si mesmo.');
    const [target] = await q
      .select({ id: gamificationResources.id })
      .from(gamificationResources)
      .where(
        and(
          eq(gamificationResources.id, effect.resourceId),
          eq(gamificationResources.workspaceId, member.workspaceId),
        ),
      );
    if (!target) throw invalid('Recurso não encontrado.');
  }
}
