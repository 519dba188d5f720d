import type {
  createTrophyBodySchema,
  Level,
  ParticipantsPage,
  replaceLevelsBodySchema,
  Trophy,
  TrophyRule,
  updateTrophyBodySchema,
} from '@orbita/contracts/gamification';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { inWorkspace } from '../../../platform/scope';
import { users } from '../../../platform/identity/schema';
import { teams } from '../../../platform/identity/schema';
import { afterCursor, pageFrom, type Ctx } from './common';
import { findGame, lockGame } from './games-service';
import { presentLevel, presentTrophy } from './presenter';
import {
  gamificationLevels,
  gamificationMissions,
  gamificationParticipants,
  gamificationTrophies,
} from './schema';

// ---------------------------------------------------------------- levels

export async function listLevels(q: Queryable, ctx: Ctx, gameId: string): Promise<Level[]> {
  await findGame(q, ctx, gameId);
  const rows = await q
    .select()
    .from(gamificationLevels)
    .where(eq(gamificationLevels.gameId, gameId))
    .orderBy(asc(gamificationLevels.level));
  return rows.map(presentLevel);
}

/** Replaces the whole ladder under the game lock, so two editors never interleave their levels. */
export async function replaceLevels(
  db: Database,
  ctx: Ctx,
  gameId: string,
  body: z.output<typeof replaceLevelsBodySchema>,
): Promise<Level[]> {
  const rows = await db.transaction(async (tx) => {
    await lockGame(tx, ctx, gameId);
    await tx.delete(gamificationLevels).where(eq(gamificationLevels.gameId, gameId));
    if (body.levels.length === 0) return [];
    return tx
      .insert(gamificationLevels)
      .values(
        body.levels.map((l, i) => ({
          workspaceId: ctx.workspaceId,
          gameId,
          level: i + 1,
          name: l.name,
          xpThreshold: l.xpThreshold,
        })),
      )
      .returning();
  });
  return rows.sort((a, b) => a.level - b.level).map(presentLevel);
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

export async function listTrophies(q: Queryable, ctx: Ctx, gameId: string): Promise<Trophy[]> {
  await findGame(q, ctx, gameId);
  const rows = await q
    .select()
    .from(gamificationTrophies)
    .where(eq(gamificationTrophies.gameId, gameId))
    .orderBy(asc(gamificationTrophies.createdAt), asc(gamificationTrophies.id));
  return rows.map(presentTrophy);
}

export async function createTrophy(
  db: Database,
  ctx: Ctx,
  gameId: string,
  body: z.output<typeof createTrophyBodySchema>,
): Promise<Trophy> {
  const row = await db.transaction(async (tx) => {
    await lockGame(tx, ctx, gameId);
    await assertRuleInGame(tx, gameId, body.rule);
    const [created] = await tx
      .insert(gamificationTrophies)
      .values({
        workspaceId: ctx.workspaceId,
        gameId,
        name: body.name,
        description: body.description,
        imageUrl: body.imageUrl,
        ...ruleColumns(body.rule),
      })
      .returning();
    return created!;
  });
  return presentTrophy(row);
}

async function lockTrophy(tx: Tx, ctx: Ctx, id: string) {
  const [row] = await tx
    .select()
    .from(gamificationTrophies)
    .where(inWorkspace(gamificationTrophies, ctx, eq(gamificationTrophies.id, id)))
    .for('update');
  if (!row) throw AppError.notFound(trophyNotFound);
  return row;
}

export async function updateTrophy(
  db: Database,
  ctx: Ctx,
  id: string,
  body: z.output<typeof updateTrophyBodySchema>,
): Promise<Trophy> {
  const row = await db.transaction(async (tx) => {
    const current = await lockTrophy(tx, ctx, id);
    await assertRuleInGame(tx, current.gameId, body.rule);
    const { rule, ...rest } = body;
    const [updated] = await tx
      .update(gamificationTrophies)
      .set({ ...rest, ...(rule ? ruleColumns(rule) : {}) })
      .where(eq(gamificationTrophies.id, id))
      .returning();
    return updated!;
  });
  return presentTrophy(row);
}

export async function deleteTrophy(
  db: Database,
  ctx: Ctx,
  id: string,
): Promise<{ gameId: string }> {
  const [row] = await db
    .delete(gamificationTrophies)
    .where(inWorkspace(gamificationTrophies, ctx, eq(gamificationTrophies.id, id)))
    .returning({ gameId: gamificationTrophies.gameId });
  if (!row) throw AppError.notFound(trophyNotFound);
  return row;
}

// ---------------------------------------------------------------- participants

/** Newest first; name and avatar of each person, and their team in the game's workspace. */
export async function listParticipants(
  q: Queryable,
  ctx: Ctx,
  gameId: string,
  page: { cursor?: string; limit: number },
): Promise<ParticipantsPage> {
  await findGame(q, ctx, gameId);
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
