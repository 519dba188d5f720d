import {
  GAMIFICATION_ENTITY,
  type createMissionBodySchema,
  type Mission,
  type MissionStatus,
  type updateMissionBodySchema,
} from '@orbita/contracts/gamification';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { getList } from '../../flow';
import { assertResourcesInWorkspace, isForeignKeyViolation, type Member } from './common';
import { findGame, lockGame } from './games-service';
import { releaseTrophyImages } from './library-image';
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
  member: Member,
  gameId: string,
  status?: MissionStatus,
): Promise<Mission[]> {
  await findGame(q, member, gameId);
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

export async function getMission(q: Queryable, member: Member, id: string): Promise<Mission> {
  return (
    await presentMissions(q, [
      await findInWorkspace(q, gamificationMissions, member, id, missionNotFound),
    ])
  )[0]!;
}

type GoalOut = z.output<typeof createMissionBodySchema>['goal'];
type RewardOut = z.output<typeof createMissionBodySchema>['reward'];

/** The goal's list and the reward's resource must belong to the mission's workspace (else 404). */
async function checkRefs(
  q: Queryable,
  member: Member,
  goal: GoalOut | undefined,
  reward: RewardOut | undefined,
) {
  if (goal?.listId) await getList(q, member, goal.listId);
  if (reward) await assertResourcesInWorkspace(q, member.workspaceId, [reward.resourceId]);
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

/** Emits the mission's event and, once committed, tells the workspace's screens. */
async function missionChanged(
  tx: Tx,
  member: Member,
  type: 'created' | 'updated',
  row: MissionRow,
): Promise<Mission> {
  const mission = (await presentMissions(tx, [row]))[0]!;
  await emit(tx, `gamification.mission.${type}`, {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    missionId: row.id,
    gameId: row.gameId,
    goalKind: row.goalKind,
  });
  publishAfterCommit(tx, member.workspaceId, {
    type,
    entity: GAMIFICATION_ENTITY,
    id: row.id,
    data: mission,
  });
  return mission;
}

export async function createMission(
  ctx: AppContext,
  member: Member,
  gameId: string,
  body: z.output<typeof createMissionBodySchema>,
): Promise<Mission> {
  return transaction(ctx, async (tx) => {
    await lockGame(tx, member, gameId);
    await checkRefs(tx, member, body.goal, body.reward);
    const [created] = await tx
      .insert(gamificationMissions)
      .values({
        workspaceId: member.workspaceId,
        gameId,
        name: body.name,
        description: body.description,
        status: body.status,
        recurrence: body.recurrence,
        ...goalColumns(body.goal),
        ...rewardColumns(body.reward),
      })
      .returning();
    return missionChanged(tx, member, 'created', created!);
  });
}

export async function updateMission(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateMissionBodySchema>,
): Promise<Mission> {
  return transaction(ctx, async (tx) => {
    const [current] = await tx
      .select()
      .from(gamificationMissions)
      .where(inWorkspace(gamificationMissions, member, eq(gamificationMissions.id, id)))
      .for('update');
    if (!current) throw AppError.notFound(missionNotFound);
    assertVersion(current, body.version);
    await checkRefs(tx, member, body.goal, body.reward);
    const { goal, reward, ...rest } = body;
    const updated = await updateVersioned(
      tx,
      gamificationMissions,
      eq(gamificationMissions.id, id),
      body.version,
      {
        ...rest,
        ...(goal ? goalColumns(goal) : {}),
        ...(reward ? rewardColumns(reward) : {}),
        updatedAt: new Date(),
      },
    );
    return missionChanged(tx, member, 'updated', updated);
  });
}

export async function deleteMission(ctx: AppContext, member: Member, id: string): Promise<void> {
  try {
    await transaction(ctx, async (tx) => {
      await releaseTrophyImages(tx, member, { missionId: id });
      const [row] = await tx
        .delete(gamificationMissions)
        .where(inWorkspace(gamificationMissions, member, eq(gamificationMissions.id, id)))
        .returning({ gameId: gamificationMissions.gameId });
      if (!row) throw AppError.notFound(missionNotFound);
      await emit(tx, 'gamification.mission.deleted', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        missionId: id,
        gameId: row.gameId,
      });
      publishAfterCommit(tx, member.workspaceId, {
        type: 'deleted',
        entity: GAMIFICATION_ENTITY,
        id,
        data: { id, deleted: true },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw AppError.conflict(
        'Esta missão já tem registros de jogadores e não pode ser excluída. Conclua-a ou coloque-a em espera.',
      );
    throw error;
  }
}
