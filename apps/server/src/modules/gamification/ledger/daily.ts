import type { DailyAccessGrant, DomainEventPayload } from '@orbita/contracts';
import { POINTS_NAME } from '@orbita/contracts/gamification';
import type { Tx } from '../../../platform/db/client';
import { playedGames } from './catalog';
import { grant } from './grant';
import { recordStreak } from './progress';
import { keepStreak } from './streak';

/**
 * The first access of a São Paulo day (inside communication's transaction): keeps the
 * streak (using freezes for missed days), grants each played game's daily reward once
 * (cause `daily:<game>:<day>`) and moves daily-streak missions. The grants are answered to
 * the client, whose daily check shows the toasts (so no user-queue toast here).
 */
export async function onDailyAccessGrants(
  event: DomainEventPayload<'communication.daily-access.recorded'>,
  tx: Tx,
): Promise<DailyAccessGrant[]> {
  const { userId, day } = event;
  const streak = await keepStreak(tx, { userId, workspaceId: event.workspaceId }, day);
  const granted: DailyAccessGrant[] = [];
  for (const game of await playedGames(tx, userId)) {
    const quantity = game.dailyResourceId ? game.dailyQuantity : 0;
    if (game.dailyPoints <= 0 && quantity <= 0) continue;
    const reward = {
      workspaceId: game.workspaceId,
      userId,
      gameId: game.id,
      cause: `daily:${game.id}:${day}`,
      points: game.dailyPoints,
      notify: false,
    };
    let result = await grant(tx, { ...reward, resourceId: game.dailyResourceId, quantity });
    if (result.status === 'sold_out' && reward.points > 0) result = await grant(tx, reward);
    if (result.status !== 'granted') continue;
    if (result.grant.points > 0)
      granted.push({ quantidade: result.grant.points, nome: POINTS_NAME });
    if (result.grant.quantity > 0 && result.resourceName)
      granted.push({ quantidade: result.grant.quantity, nome: result.resourceName });
  }
  await recordStreak(tx, userId, streak);
  return granted;
}
