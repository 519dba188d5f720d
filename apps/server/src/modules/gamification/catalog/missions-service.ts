import type {
  createMissionBodySchema,
  Mission,
  MissionStatus,
  updateMissionBodySchema,
} from '@orbita/contracts/gamification';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { getList } from '../../flow/lists/service';
import { assertResourcesInWorkspace, isForeignKeyViolation, type Ctx } from './common';
import { findGame, lockGame } from './games-service';
import { loadResourceRefs, presentMission, type MissionRow } from './presenter';
import { gamificationMissions } from './schema';

export const missionNotFound = 'Missão não encontrada.';

export async function presentMissions(q: Queryable, rows: MissionRow[]): Promise<Mission[]> {
  const refs = await loadResourceRefs(
    q,
    rows.map((r) => r.rewardResourceId),
  );
  return rows.map((row) => presentMission(row, refs));
}

export async function listMissions(
  q: Queryable,
  ctx: Ctx,
  gameId: string,
  status?: MissionStatus,
): Promise<Mission[]> {
  await findGame(q, ctx, gameId);
  const rows = await q
    .select()
    .from(gamificationMissions)
    .where(
      and(
        eq(gamificationMissions.gameId, gameId),
        status ? eq(gamificationMissions.status, status) : undefined,
      ),
    )
    .orderBy(asc(gamificationMissions.createdAt), asc(gamificationMissions.id));
  return presentMissions(q, rows);
}

export async function getMission(q: Queryable, ctx: Ctx, id: string): Promise<Mission> {
  return (
    await presentMissions(q, [
      await findInWorkspace(q, gamificationMissions, ctx, id, missionNotFound),
    ])
  )[0]!;
}

type GoalOut = z.output<typeof createMissionBodySchema>['goal'];
type RewardOut = z.output<typeof createMissionBodySchema>['reward'];

/** The goal's list and the reward's resource must belong to the mission's workspace (else 404). */
async function checkRefs(
  q: Queryable,
  ctx: Ctx,
  goal: GoalOut | undefined,
  reward: RewardOut | undefined,
) {
  if (goal?.listId) await getList(q, ctx, goal.listId);
  if (reward) await assertResourcesInWorkspace(q, ctx.workspaceId, [reward.resourceId]);
}

const goalColumns = (goal: GoalOut) => ({
  goalKind: goal.kind,
  goalListId: goal.kind === 'tasks_done' ? goal.listId : null,
  goalTarget: goal.target,
});
const rewardColumns = (reward: RewardOut) => ({
  rewardPoints: reward.points,
  rewardResourceId: reward.resourceId,
  rewardQuantity: reward.quantity,
});

export async function createMission(
  db: Database,
  ctx: Ctx,
  gameId: string,
  body: z.output<typeof createMissionBodySchema>,
): Promise<Mission> {
  const row = await db.transaction(async (tx) => {
    await lockGame(tx, ctx, gameId);
    await checkRefs(tx, ctx, body.goal, body.reward);
    const [created] = await tx
      .insert(gamificationMissions)
      .values({
        workspaceId: ctx.workspaceId,
        gameId,
        name: body.name,
        description: body.description,
        status: body.status,
        recurrence: body.recurrence,
        ...goalColumns(body.goal),
        ...rewardColumns(body.reward),
      })
      .returning();
    return created!;
  });
  return (await presentMissions(db, [row]))[0]!;
}

export async function updateMission(
  db: Database,
  ctx: Ctx,
  id: string,
  body: z.output<typeof updateMissionBodySchema>,
): Promise<Mission> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(gamificationMissions)
      .where(inWorkspace(gamificationMissions, ctx, eq(gamificationMissions.id, id)))
      .for('update');
    if (!current) throw AppError.notFound(missionNotFound);
    await checkRefs(tx, ctx, body.goal, body.reward);
    const { goal, reward, ...rest } = body;
    const [updated] = await tx
      .update(gamificationMissions)
      .set({
        ...rest,
        ...(goal ? goalColumns(goal) : {}),
        ...(reward ? rewardColumns(reward) : {}),
        updatedAt: new Date(),
      })
      .where(eq(gamificationMissions.id, id))
      .returning();
    return updated!;
  });
  return (await presentMissions(db, [row]))[0]!;
}

export async function deleteMission(
  db: Database,
  ctx: Ctx,
  id: string,
): Promise<{ gameId: string }> {
  try {
    const [row] = await db
      .delete(gamificationMissions)
      .where(inWorkspace(gamificationMissions, ctx, eq(gamificationMissions.id, id)))
      .returning({ gameId: gamificationMissions.gameId });
    if (!row) throw AppError.notFound(missionNotFound);
    return row;
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw AppError.conflict(
        'Esta missão já tem registros de jogadores e não pode ser excluída. Conclua-a ou coloque-a em espera.',
      );
    throw error;
  }
}
