import {
  GAMIFICATION_ENTITY,
  type createTrophyBodySchema,
  type Levels,
  type ParticipantsPage,
  type replaceLevelsBodySchema,
  type Trophy,
  type TrophyRule,
  type updateTrophyBodySchema,
} from '@orbita/contracts/gamification';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { teams, users } from '../../../platform/identity/schema';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { inWorkspace } from '../../../platform/scope';
import { afterCursor, pageFrom, type Member } from './common';
import { findGame, lockGame } from './games-service';
import { applyImage, releaseImage } from './library-image';
import { presentLevel, presentTrophy } from './presenter';
import {
  gamificationGames,
  gamificationLevels,
  gamificationMissions,
  gamificationParticipants,
  gamificationTrophies,
} from './schema';

// ---------------------------------------------------------------- levels

export async function listLevels(q: Queryable, member: Member, gameId: string): Promise<Levels> {
  await findGame(q, member, gameId);
  const [game] = await q
    .select({ levelsVersion: gamificationGames.levelsVersion })
    .from(gamificationGames)
    .where(eq(gamificationGames.id, gameId));
  const rows = await q
    .select()
    .from(gamificationLevels)
    .where(eq(gamificationLevels.gameId, gameId))
    .orderBy(asc(gamificationLevels.level));
  return { items: rows.map(presentLevel), version: game?.levelsVersion ?? 1 };
}

/**
 * Replaces the whole ladder under the game lock, so two editors never interleave their levels.
 * The ladder is one record for optimistic concurrency (the game's `levels_version`, not its
 * `version`: saving levels must not make an open game form stale): a replacement made on an
 * older ladder answers 409 with the current one instead of wiping the other person's levels.
 */
export async function replaceLevels(
  ctx: AppContext,
  member: Member,
  gameId: string,
  body: z.output<typeof replaceLevelsBodySchema>,
): Promise<Levels> {
  return transaction(ctx, async (tx) => {
    const game = await lockGame(tx, member, gameId);
    assertVersion({ version: game.levelsVersion }, body.version);
    const [bumped] = await tx
      .update(gamificationGames)
      .set({ levelsVersion: sql`${gamificationGames.levelsVersion} + 1` })
      .where(eq(gamificationGames.id, gameId))
      .returning({ levelsVersion: gamificationGames.levelsVersion });
    await tx.delete(gamificationLevels).where(eq(gamificationLevels.gameId, gameId));
    const rows =
      body.levels.length === 0
        ? []
        : await tx
            .insert(gamificationLevels)
            .values(
              body.levels.map((l, i) => ({
                workspaceId: member.workspaceId,
                gameId,
                level: i + 1,
                name: l.name,
                xpThreshold: l.xpThreshold,
              })),
            )
            .returning();
    const levels: Levels = {
      items: rows.sort((a, b) => a.level - b.level).map(presentLevel),
      version: bumped!.levelsVersion,
    };
    await emit(tx, 'gamification.levels.replaced', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      gameId,
    });
    publishAfterCommit(tx, member.workspaceId, {
      type: 'updated',
      entity: GAMIFICATION_ENTITY,
      id: gameId,
      data: { gameId, levels: levels.items },
    });
    return levels;
  });
}

// ---------------------------------------------------------------- trophies

const trophyNotFound = 'Troféu não encontrado.';

function ruleColumns(rule: TrophyRule) {
  return {
    ruleKind: rule.kind,
    ruleLevel: rule.kind === 'level' ? rule.level : null,
    ruleMissionId: rule.kind === 'mission' ? rule.missionId : null,
    rulePoints: rule.kind === 'points' ? rule.points : null,
  };
}

/** A mission rule must name a mission of the same game (anything else: 404, like a missing one). */
async function assertRuleInGame(
  q: Queryable,
  gameId: string,
  rule: TrophyRule | undefined,
): Promise<void> {
  if (rule?.kind !== 'mission') return;
  const [mission] = await q
    .select({ id: gamificationMissions.id })
    .from(gamificationMissions)
    .where(
      and(eq(gamificationMissions.gameId, gameId), eq(gamificationMissions.id, rule.missionId)),
    );
  if (!mission) throw AppError.notFound('Missão não encontrada.');
}

export async function listTrophies(
  q: Queryable,
  member: Member,
  gameId: string,
): Promise<Trophy[]> {
  await findGame(q, member, gameId);
  const rows = await q
    .select()
    .from(gamificationTrophies)
    .where(eq(gamificationTrophies.gameId, gameId))
    .orderBy(asc(gamificationTrophies.createdAt), asc(gamificationTrophies.id));
  return rows.map(presentTrophy);
}

/** Emits the trophy's event and, once committed, tells the workspace's screens. */
async function trophyChanged(
  tx: Tx,
  member: Member,
  type: 'created' | 'updated' | 'deleted',
  trophy: { id: string; gameId: string },
  data: Trophy | { id: string; deleted: true },
): Promise<void> {
  await emit(tx, `gamification.trophy.${type}`, {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    trophyId: trophy.id,
    gameId: trophy.gameId,
  });
  publishAfterCommit(tx, member.workspaceId, {
    type,
    entity: GAMIFICATION_ENTITY,
    id: trophy.id,
    data,
  });
}

export async function createTrophy(
  ctx: AppContext,
  member: Member,
  gameId: string,
  body: z.output<typeof createTrophyBodySchema>,
): Promise<Trophy> {
  return transaction(ctx, async (tx) => {
    await lockGame(tx, member, gameId);
    await assertRuleInGame(tx, gameId, body.rule);
    const [created] = await tx
      .insert(gamificationTrophies)
      .values({
        workspaceId: member.workspaceId,
        gameId,
        name: body.name,
        description: body.description,
        imageUrl: body.imageUrl,
        ...ruleColumns(body.rule),
      })
      .returning();
    let row = created!;
    // The usage names the trophy's id, so the library file is attached once the row exists.
    if (body.imageMediaId) {
      const imageUrl = await applyImage(tx, member, { ...row, kind: 'trophy' }, body);
      [row] = (await tx
        .update(gamificationTrophies)
        .set({ imageUrl })
        .where(eq(gamificationTrophies.id, row.id))
        .returning()) as [typeof row];
    }
    const trophy = presentTrophy(row);
    await trophyChanged(tx, member, 'created', row, trophy);
    return trophy;
  });
}

async function lockTrophy(tx: Tx, member: Member, id: string) {
  const [row] = await tx
    .select()
    .from(gamificationTrophies)
    .where(inWorkspace(gamificationTrophies, member, eq(gamificationTrophies.id, id)))
    .for('update');
  if (!row) throw AppError.notFound(trophyNotFound);
  return row;
}

/** One trophy as the list presents it (the 409's `current`). */
export async function getTrophy(q: Queryable, member: Member, id: string): Promise<Trophy> {
  const [row] = await q
    .select()
    .from(gamificationTrophies)
    .where(inWorkspace(gamificationTrophies, member, eq(gamificationTrophies.id, id)));
  if (!row) throw AppError.notFound(trophyNotFound);
  return presentTrophy(row);
}

export async function updateTrophy(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateTrophyBodySchema>,
): Promise<Trophy> {
  return transaction(ctx, async (tx) => {
    const current = await lockTrophy(tx, member, id);
    // Refuse a stale edit before attaching or releasing any library image.
    assertVersion(current, body.version);
    await assertRuleInGame(tx, current.gameId, body.rule);
    const { rule, imageMediaId: _libraryFile, version, ...rest } = body;
    const imageUrl = await applyImage(tx, member, { ...current, kind: 'trophy' }, body);
    const updated = await updateVersioned(
      tx,
      gamificationTrophies,
      eq(gamificationTrophies.id, id),
      version,
      { ...rest, imageUrl, ...(rule ? ruleColumns(rule) : {}) },
      trophyNotFound,
    );
    const trophy = presentTrophy(updated);
    await trophyChanged(tx, member, 'updated', updated, trophy);
    return trophy;
  });
}

export async function deleteTrophy(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [row] = await tx
      .delete(gamificationTrophies)
      .where(inWorkspace(gamificationTrophies, member, eq(gamificationTrophies.id, id)))
      .returning({ id: gamificationTrophies.id, gameId: gamificationTrophies.gameId });
    if (!row) throw AppError.notFound(trophyNotFound);
    await releaseImage(tx, member, { kind: 'trophy', id });
    await trophyChanged(tx, member, 'deleted', row, { id, deleted: true });
  });
}

// ---------------------------------------------------------------- participants

/** Newest first; name and avatar of each person, and their team in the game's workspace. */
export async function listParticipants(
  q: Queryable,
  member: Member,
  gameId: string,
  page: { cursor?: string; limit: number },
): Promise<ParticipantsPage> {
  await findGame(q, member, gameId);
  const rows = await q
    .select({
      id: gamificationParticipants.id,
      createdAt: gamificationParticipants.joinedAt,
      userId: gamificationParticipants.userId,
      name: users.name,
      avatarUrl: users.avatarUrl,
      teamId: gamificationParticipants.teamId,
      teamName: teams.name,
    })
    .from(gamificationParticipants)
    .innerJoin(users, eq(users.id, gamificationParticipants.userId))
    .leftJoin(teams, eq(teams.id, gamificationParticipants.teamId))
    .where(
      and(
        eq(gamificationParticipants.gameId, gameId),
        afterCursor(page.cursor, gamificationParticipants.joinedAt, gamificationParticipants.id),
      ),
    )
    .orderBy(desc(gamificationParticipants.joinedAt), desc(gamificationParticipants.id))
    .limit(page.limit + 1);
  return pageFrom(rows, page.limit, (r) =>
    r.map((p) => ({
      userId: p.userId,
      name: p.name,
      avatarUrl: p.avatarUrl,
      joinedAt: p.createdAt.toISOString(),
      teamId: p.teamId,
      teamName: p.teamName,
    })),
  );
}
