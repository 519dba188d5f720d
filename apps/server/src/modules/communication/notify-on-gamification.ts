import { levelUpText, newTrophyText } from '@orbita/contracts/gamification';
import type { EventBus } from '../../platform/events/bus';
import { gameName, missionName, resourceName, trophyName } from '../gamification';
import { homeOf, on, PLAYER_LINK, quote } from './notify-helpers';
import { clip, deliver } from './notify';

/** Missions concluded, rewards won (a mission's, the day's), levels reached and trophies, to the player. */
export function subscribeGamificationNotices(bus: EventBus): void {
  // The player earned these by their own work, but they are news to them: no actor to skip.
  on(bus, 'gamification.mission.completed', async (e, tx) => {
    const home = await homeOf(tx, e.userId, e.workspaceId);
    const name = await missionName(tx, e.workspaceId, e.missionId);
    if (!home || !name) return;
    await deliver(tx, {
      event: 'mission-concluded',
      kind: 'mission',
      workspaceId: home,
      userId: e.userId,
      actorId: null,
      title: `Missão concluída: ${quote(name)}`,
      link: PLAYER_LINK,
    });
  });

  on(bus, 'gamification.ledger.granted', async (e, tx) => {
    // Won (a mission's reward, the day's access), not bought or moved by the player.
    if (!/^(mission|daily):/.test(e.cause)) return;
    const home = await homeOf(tx, e.userId, e.workspaceId);
    if (!home) return;
    const parts: string[] = [];
    if (e.points > 0) parts.push(`${e.points} ${e.points === 1 ? 'ponto' : 'pontos'}`);
    if (e.resourceId && e.quantity > 0) {
      const name = await resourceName(tx, e.workspaceId, e.resourceId);
      if (name) parts.push(`${e.quantity} × ${name}`);
    }
    if (parts.length === 0) return;
    const won = `Você ganhou ${parts.join(' e ')}`;
    await deliver(tx, {
      event: 'reward-won',
      kind: 'reward',
      workspaceId: home,
      userId: e.userId,
      actorId: null,
      title: '',
      body: won,
      link: PLAYER_LINK,
      group: {
        key: `reward:${e.gameId ?? 'orbita'}`,
        title: (n) => (n === 1 ? won : `Você ganhou ${n} recompensas`),
      },
    });
  });

  on(bus, 'gamification.trophy.awarded', async (e, tx) => {
    const home = await homeOf(tx, e.userId, e.workspaceId);
    const name = await trophyName(tx, e.workspaceId, e.trophyId);
    if (!home || !name) return;
    await deliver(tx, {
      event: 'reward-won',
      kind: 'reward',
      workspaceId: home,
      userId: e.userId,
      actorId: null,
      title: newTrophyText(clip(name, 120)),
      link: PLAYER_LINK,
    });
  });

  on(bus, 'gamification.level.reached', async (e, tx) => {
    const home = await homeOf(tx, e.userId, e.workspaceId);
    const game = await gameName(tx, e.workspaceId, e.gameId);
    if (!home || !game) return;
    await deliver(tx, {
      event: 'reward-won',
      kind: 'reward',
      workspaceId: home,
      userId: e.userId,
      actorId: null,
      title: levelUpText(e.level, clip(game, 120)),
      link: PLAYER_LINK,
    });
  });
}
