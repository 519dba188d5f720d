import { randomInt } from 'node:crypto';
import {
  GAMIFICATION_ENTITY,
  GAME_CODE_ALPHABET,
  GAME_CODE_LENGTH,
  type createGameBodySchema,
  type Game,
  type GamesPage,
  type GameStatus,
  type updateGameBodySchema,
} from '@orbita/contracts/gamification';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { updateVersioned } from '../../../platform/db/versioned';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import {
  findInWorkspace,
  findVisibleInWorkspace,
  inWorkspace,
  visibleInWorkspace,
} from '../../../platform/scope';
import {
  afterCursor,
  assertResourcesInWorkspace,
  isForeignKeyViolation,
  pageFrom,
  type Member,
} from './common';
import { releaseTrophyImages } from './library-image';
import { loadResourceRefs, presentGame, type GameRow } from './presenter';
import { gamificationGames, gamificationParticipants } from './schema';

export const gameNotFound = 'Gamificação não encontrada.';
const codeTaken = () =>
  AppError.conflict('Este código já está em uso por outra gamificação. Escolha outro.');

/** A fresh public code from the unambiguous alphabet (no I, O, 0, 1). */
export function newGameCode(): string {
  let code = '';
  for (let i = 0; i < GAME_CODE_LENGTH; i++)
    code += GAME_CODE_ALPHABET[randomInt(GAME_CODE_ALPHABET.length)];
  return code;
}

export async function participantCounts(
  q: Queryable,
  gameIds: readonly string[],
): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await q
    .select({ gameId: gamificationParticipants.gameId, n: count() })
    .from(gamificationParticipants)
    .where(inArray(gamificationParticipants.gameId, [...gameIds]))
    .groupBy(gamificationParticipants.gameId);
  return new Map(rows.map((r) => [r.gameId, r.n]));
}

export async function presentGames(q: Queryable, rows: GameRow[]): Promise<Game[]> {
  const [counts, refs] = await Promise.all([
    participantCounts(
      q,
      rows.map((r) => r.id),
    ),
    loadResourceRefs(
      q,
      rows.map((r) => r.dailyResourceId),
    ),
  ]);
  return rows.map((row) => presentGame(row, counts.get(row.id) ?? 0, refs));
}
const presentOne = async (q: Queryable, row: GameRow) => (await presentGames(q, [row]))[0]!;

export async function listGames(
  q: Queryable,
  member: Member,
  query: { cursor?: string; limit: number; status?: GameStatus },
): Promise<GamesPage> {
  const rows = await q
    .select()
    .from(gamificationGames)
    .where(
      inWorkspace(
        gamificationGames,
        member,
        visibleInWorkspace(member, 'jogo', gamificationGames.id),
        query.status ? eq(gamificationGames.status, query.status) : undefined,
        afterCursor(query.cursor, gamificationGames.createdAt, gamificationGames.id),
      ),
    )
    .orderBy(desc(gamificationGames.createdAt), desc(gamificationGames.id))
    .limit(query.limit + 1);
  const page = pageFrom(rows, query.limit, (r) => r);
  return { items: await presentGames(q, page.items), nextCursor: page.nextCursor };
}

export const findGame = (
  q: Queryable,
  member: Pick<Member, 'workspaceId'>,
  id: string,
): Promise<GameRow> => findInWorkspace(q, gamificationGames, member, id, gameNotFound);

export async function getGame(q: Queryable, member: Member, id: string): Promise<Game> {
  // A restricted hub's game answers 404 to who is not in the hub (platform/scope.ts).
  const row = await findVisibleInWorkspace(q, gamificationGames, member, 'jogo', id, gameNotFound);
  return presentOne(q, row);
}

/** Locks the game for a change of its parts (levels, missions, store items) in `tx`. */
export async function lockGame(
  tx: Tx,
  member: Pick<Member, 'workspaceId'>,
  id: string,
): Promise<GameRow> {
  const [row] = await tx
    .select()
    .from(gamificationGames)
    .where(inWorkspace(gamificationGames, member, eq(gamificationGames.id, id)))
    .for('no key update');
  if (!row) throw AppError.notFound(gameNotFound);
  return row;
}

/** Emits the game's event and, once committed, tells the workspace's screens. */
async function gameChanged(
  tx: Tx,
  member: Member,
  type: 'created' | 'updated' | 'deleted',
  gameId: string,
  data: Game | { id: string; deleted: true },
): Promise<void> {
  await emit(tx, `gamification.game.${type}`, {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    gameId,
  });
  publishAfterCommit(tx, member.workspaceId, {
    type,
    entity: GAMIFICATION_ENTITY,
    id: gameId,
    data,
  });
}

/**
 * The code is generated; a collision with another game's code (unique index) is retried
 * with a new one, each attempt in its own transaction.
 */
export async function createGame(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createGameBodySchema>,
  nextCode: () => string = newGameCode,
): Promise<Game> {
  await assertResourcesInWorkspace(ctx.db, member.workspaceId, [body.dailyReward.resourceId]);
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(ctx, async (tx) => {
        const [row] = await tx
          .insert(gamificationGames)
          .values({
            workspaceId: member.workspaceId,
            name: body.name,
            description: body.description,
            code: nextCode(),
            rankingPeriod: body.rankingPeriod,
            dailyPoints: body.dailyReward.points,
            dailyResourceId: body.dailyReward.resourceId,
            dailyQuantity: body.dailyReward.quantity,
            createdBy: member.userId,
          })
          .returning();
        const game = await presentOne(tx, row!);
        await gameChanged(tx, member, 'created', game.id, game);
        return game;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 8) throw error;
    }
  }
}

export async function updateGame(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateGameBodySchema>,
): Promise<Game> {
  await findGame(ctx.db, member, id);
  if (body.dailyReward)
    await assertResourcesInWorkspace(ctx.db, member.workspaceId, [body.dailyReward.resourceId]);
  const { dailyReward, ...rest } = body;
  try {
    return await transaction(ctx, async (tx) => {
      const row = await updateVersioned(
        tx,
        gamificationGames,
        inWorkspace(gamificationGames, member, eq(gamificationGames.id, id)),
        body.version,
        {
          ...rest,
          ...(dailyReward
            ? {
                dailyPoints: dailyReward.points,
                dailyResourceId: dailyReward.resourceId,
                dailyQuantity: dailyReward.quantity,
              }
            : {}),
          updatedAt: new Date(),
        },
        gameNotFound,
      );
      const game = await presentOne(tx, row);
      await gameChanged(tx, member, 'updated', id, game);
      return game;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/**
 * Deletes a game nobody plays yet, with its levels, missions, trophies and store. Once it has
 * participants their points live in the ledger under it, so it can only be archived.
 */
export async function deleteGame(ctx: AppContext, member: Member, id: string): Promise<void> {
  try {
    await transaction(ctx, async (tx) => {
      // FOR UPDATE (not the parts' `no key update`): a join's foreign-key check waits for us, so no one joins a game being deleted.
      const [game] = await tx
        .select({ id: gamificationGames.id })
        .from(gamificationGames)
        .where(inWorkspace(gamificationGames, member, eq(gamificationGames.id, id)))
        .for('update');
      if (!game) throw AppError.notFound(gameNotFound);
      const [played] = await tx
        .select({ id: gamificationParticipants.id })
        .from(gamificationParticipants)
        .where(eq(gamificationParticipants.gameId, id))
        .limit(1);
      if (played) throw inUse();
      await releaseTrophyImages(tx, member, { gameId: id });
      await tx.delete(gamificationGames).where(eq(gamificationGames.id, id));
      await gameChanged(tx, member, 'deleted', id, { id, deleted: true });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}
const inUse = () =>
  AppError.conflict('Esta gamificação já tem participantes e não pode ser excluída. Arquive-a.');
