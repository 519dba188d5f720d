import type { DomainEventPayload } from '@orbita/contracts';
import {
  GAMIFICATION_CELEBRATION_TYPE,
  levelUpText,
  newTrophyText,
  type GamificationCelebration,
} from '@orbita/contracts/gamification';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { afterCommit } from '../../../platform/db/transaction';
import { emit } from '../../../platform/events/bus';
import { gamificationGames, gamificationTrophies } from '../catalog/schema';
import { levelsOf } from './catalog';
import { levelFor } from './levels';
import { gamificationPlayerScores } from './schema';

/**
 * Level-ups and new trophies, celebrated: a toast on the player's user queue (after the commit,
 * so a rolled-back grant is never celebrated) and, for a level, the domain event the
 * notifications listen to. Both run inside the grant's transaction, from its events.
 */

function celebrate(tx: Tx, userId: string, payload: Omit<GamificationCelebration, 'type'>): void {
  const frame: GamificationCelebration = { type: GAMIFICATION_CELEBRATION_TYPE, ...payload };
  afterCommit(tx, ({ realtime }) => realtime.notifyUser(userId, frame));
}

/**
 * After a grant of points in a game: when the XP before it was below a level the XP after it
 * reaches, the player went up — once per grant, naming the highest level reached.
 */
export async function onGrantReachLevel(
  e: DomainEventPayload<'gamification.ledger.granted'>,
  tx: Tx,
): Promise<void> {
  if (!e.gameId || e.points <= 0) return;
  const s = gamificationPlayerScores;
  const [score] = await tx
    .select({ points: s.points })
    .from(s)
    .where(and(eq(s.gameId, e.gameId), eq(s.userId, e.userId)));
  if (!score) return;
  const levels = await levelsOf(tx, e.gameId);
  const before = levelFor(levels, score.points - e.points).level?.n ?? 0;
  const after = levelFor(levels, score.points).level;
  if (!after || after.n <= before) return;
  const [game] = await tx
    .select({ name: gamificationGames.name })
    .from(gamificationGames)
    .where(eq(gamificationGames.id, e.gameId));
  if (!game) return;
  await emit(tx, 'gamification.level.reached', {
    workspaceId: e.workspaceId,
    actorId: e.userId,
    gameId: e.gameId,
    userId: e.userId,
    level: after.n,
    levelName: after.name,
  });
  celebrate(tx, e.userId, { kind: 'level', text: `${levelUpText(after.n, game.name)}!` });
}

/** A trophy just awarded: "Novo troféu: {nome}!" on the player's screens. */
export async function onTrophyCelebrate(
  e: DomainEventPayload<'gamification.trophy.awarded'>,
  tx: Tx,
): Promise<void> {
  const [trophy] = await tx
    .select({ name: gamificationTrophies.name })
    .from(gamificationTrophies)
    .where(eq(gamificationTrophies.id, e.trophyId));
  if (trophy) celebrate(tx, e.userId, { kind: 'trophy', text: `${newTrophyText(trophy.name)}!` });
}
