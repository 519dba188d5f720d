import {
  GAMIFICATION_ENTITY,
  goalText,
  scoringFormula,
  type JoinResult,
  type PublicGame,
} from '@orbita/contracts/gamification';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { savepoint, transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { teamMembers, teams, workspaces } from '../../../platform/identity/schema';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { becomePlayer } from '../../auth';
import { isParticipant } from '../ledger/catalog';
import { isForeignKeyViolation } from './common';
import { loadResourceRefs } from './presenter';
import {
  gamificationGames,
  gamificationLevels,
  gamificationMissions,
  gamificationParticipants,
} from './schema';

const notFound = () => AppError.notFound('Gamificação não encontrada. Confira o código.');

/** Codes are stored upper-case; the route's schema upper-cases the input, so lookups ignore case. */
async function gameByCode(q: Queryable, code: string) {
  const [game] = await q
    .select()
    .from(gamificationGames)
    .where(eq(gamificationGames.code, code.toUpperCase()));
  if (!game) throw notFound();
  return game;
}

/**
 * The public face of a game: only the listed fields, nothing that identifies the workspace's
 * people or records (no ids). `joined` only for a signed-in caller.
 */
export async function publicGame(
  q: Queryable,
  code: string,
  userId: string | null,
): Promise<PublicGame> {
  const game = await gameByCode(q, code);
  const [[workspace], missions, levels, [participants]] = await Promise.all([
    q.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, game.workspaceId)),
    q
      .select()
      .from(gamificationMissions)
      .where(
        and(eq(gamificationMissions.gameId, game.id), eq(gamificationMissions.status, 'active')),
      )
      .orderBy(asc(gamificationMissions.createdAt), asc(gamificationMissions.id)),
    q
      .select()
      .from(gamificationLevels)
      .where(eq(gamificationLevels.gameId, game.id))
      .orderBy(asc(gamificationLevels.level)),
    q
      .select({ n: count() })
      .from(gamificationParticipants)
      .where(eq(gamificationParticipants.gameId, game.id)),
  ]);
  const refs = await loadResourceRefs(
    q,
    missions.map((m) => m.rewardResourceId),
  );
  return {
    name: game.name,
    description: game.description,
    code: game.code,
    workspaceName: workspace?.name ?? '',
    missions: missions.map((m) => {
      const resource = m.rewardResourceId ? refs.get(m.rewardResourceId) : undefined;
      return {
        name: m.name,
        goalText: goalText({ kind: m.goalKind, target: m.goalTarget }),
        reward: {
          points: m.rewardPoints,
          quantity: m.rewardQuantity,
          resource: resource
            ? { name: resource.name, imageUrl: resource.imageUrl, rarity: resource.rarity }
            : null,
        },
      };
    }),
    levels: levels.map((l) => ({ level: l.level, name: l.name, xpThreshold: l.xpThreshold })),
    participantsCount: participants?.n ?? 0,
    scoringFormula: scoringFormula(),
    ...(userId ? { joined: await isParticipant(q, game.id, userId) } : {}),
  };
}

/** The user's team in the game's workspace (the oldest, when in several), for team rankings. */
async function teamOf(q: Queryable, workspaceId: string, userId: string): Promise<string | null> {
  const [row] = await q
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.workspaceId, workspaceId), eq(teamMembers.userId, userId)))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.teamId))
    .limit(1);
  return row?.teamId ?? null;
}

/**
 * Joins a game by its code. Idempotent: the unique (game, user) pair makes a second join
 * (or two at once) keep the first. A tourist becomes a player; no one is downgraded. A
 * first join emits `gamification.participant.joined` and tells the game's workspace.
 */
export async function joinGame(ctx: AppContext, userId: string, code: string): Promise<JoinResult> {
  return transaction(ctx, (tx) => join(tx, userId, code));
}

async function join(tx: Tx, userId: string, code: string): Promise<JoinResult> {
  const game = await gameByCode(tx, code);
  if (game.status !== 'active')
    throw AppError.conflict('Esta gamificação está arquivada e não aceita novos jogadores.');
  const teamId = await teamOf(tx, game.workspaceId, userId);
  let created: typeof gamificationParticipants.$inferSelect | undefined;
  try {
    // A savepoint, so a game deleted meanwhile (foreign key) answers 404 instead of breaking the transaction.
    [created] = await savepoint(tx, (sp) =>
      sp
        .insert(gamificationParticipants)
        .values({ workspaceId: game.workspaceId, gameId: game.id, userId, teamId })
        .onConflictDoNothing({
          target: [gamificationParticipants.gameId, gamificationParticipants.userId],
        })
        .returning(),
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
  const participant =
    created ??
    (
      await tx
        .select()
        .from(gamificationParticipants)
        .where(
          and(
            eq(gamificationParticipants.gameId, game.id),
            eq(gamificationParticipants.userId, userId),
          ),
        )
    )[0]!;
  const accountType = await becomePlayer(tx, userId);
  if (created) {
    await emit(tx, 'gamification.participant.joined', {
      workspaceId: game.workspaceId,
      actorId: userId,
      gameId: game.id,
      userId,
    });
    publishAfterCommit(tx, game.workspaceId, {
      type: 'updated',
      entity: GAMIFICATION_ENTITY,
      id: game.id,
      data: { gameId: game.id, participantJoined: true },
    });
  }
  return {
    gameId: game.id,
    code: game.code,
    joinedNow: Boolean(created),
    joinedAt: participant.joinedAt.toISOString(),
    accountType,
  };
}
