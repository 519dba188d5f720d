import type { CheckIn, CheckInStatus } from '@orbita/contracts/gamification';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { authorize } from '../../../platform/policy';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../../platform/scope';
import { users } from '../../../platform/identity/schema';
import { gamificationGames, gamificationMissions } from '../catalog/schema';
import { isParticipant } from './catalog';
import { clock } from '../../../platform/clock';
import { notifyPlayer, publishChange } from './events';
import { periodKey } from './periods';
import { countEvent } from './progress';
import { gamificationCheckIns } from './schema';

const missionNotFound = 'Missão não encontrada.';
const checkInNotFound = 'Check-in não encontrado.';
type CheckInRow = typeof gamificationCheckIns.$inferSelect;

async function present(q: Queryable, rows: CheckInRow[]): Promise<CheckIn[]> {
  if (rows.length === 0) return [];
  const c = gamificationCheckIns;
  const named = await q
    .select({ id: c.id, userName: users.name, missionName: gamificationMissions.name })
    .from(c)
    .innerJoin(users, eq(users.id, c.userId))
    .innerJoin(gamificationMissions, eq(gamificationMissions.id, c.missionId))
    .where(
      inArray(
        c.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(named.map((n) => [n.id, n]));
  return rows.map((r) => ({
    id: r.id,
    missionId: r.missionId,
    missionName: byId.get(r.id)?.missionName ?? '',
    gameId: r.gameId,
    userId: r.userId,
    userName: byId.get(r.id)?.userName ?? '',
    periodKey: r.periodKey,
    note: r.note,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
  }));
}

/** A participant asks to count a manual mission once for the current period. */
export async function createCheckIn(
  tx: Tx,
  userId: string,
  missionId: string,
  note: string,
): Promise<CheckIn> {
  const [mission] = await tx
    .select()
    .from(gamificationMissions)
    .where(eq(gamificationMissions.id, missionId))
    .limit(1);
  if (!mission || !(await isParticipant(tx, mission.gameId, userId)))
    throw AppError.notFound(missionNotFound);
  if (mission.goalKind !== 'manual')
    throw AppError.conflict('Esta missão não usa check-in manual.');
  if (mission.status !== 'active') throw AppError.conflict('Esta missão não está ativa.');
  const [row] = await tx
    .insert(gamificationCheckIns)
    .values({
      workspaceId: mission.workspaceId,
      gameId: mission.gameId,
      missionId,
      userId,
      note,
      periodKey: periodKey(mission.recurrence, clock.now()),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw AppError.conflict('Você já tem um check-in aguardando aprovação nesta missão.');
  await emit(tx, 'gamification.check-in.created', {
    workspaceId: row.workspaceId,
    actorId: userId,
    checkInId: row.id,
    missionId: row.missionId,
    gameId: row.gameId,
  });
  publishChange(tx, row.workspaceId, row.id, { gameId: row.gameId, checkInId: row.id });
  notifyPlayer(tx, userId);
  return (await present(tx, [row]))[0]!;
}

/** Check-ins of a game of the caller's workspace (Editor+). */
export async function listCheckIns(
  q: Queryable,
  member: MemberContext,
  gameId: string,
  status?: CheckInStatus,
): Promise<CheckIn[]> {
  await findInWorkspace(q, gamificationGames, member, gameId, 'Gamificação não encontrada.');
  authorize(member, 'content.write');
  const c = gamificationCheckIns;
  const rows = await q
    .select()
    .from(c)
    .where(inWorkspace(c, member, eq(c.gameId, gameId), status ? eq(c.status, status) : undefined))
    .orderBy(desc(c.createdAt))
    .limit(200);
  return present(q, rows);
}

/**
 * Nobody decides their own check-in, whatever their role (no Principal/Admin exception):
 * otherwise an Editor approves themselves and collects the reward every period (issue 14).
 * A request through an API key acts as the key's creator, so the key cannot do it either.
 */
export const selfDecisionMessage =
  'Você não pode decidir o seu próprio check-in. Peça a outro Editor ou Admin.';

/**
 * An Editor+ of the game's workspace, other than its author, decides a pending check-in; an
 * approval counts one for the mission in the check-in's period (idempotent: `check-in:<id>`).
 */
export async function decideCheckIn(
  tx: Tx,
  member: MemberContext,
  id: string,
  decision: 'approved' | 'rejected',
): Promise<CheckIn> {
  const c = gamificationCheckIns;
  const [current] = await tx
    .select()
    .from(c)
    .where(inWorkspace(c, member, eq(c.id, id)))
    .for('update');
  if (!current) throw AppError.notFound(checkInNotFound);
  authorize(member, 'content.write');
  if (current.userId === member.userId) throw AppError.forbidden(selfDecisionMessage);
  if (current.status !== 'pending') throw AppError.conflict('Este check-in já foi decidido.');
  const [row] = await tx
    .update(c)
    .set({ status: decision, decidedAt: clock.now(), decidedBy: member.userId })
    .where(and(eq(c.id, id), eq(c.status, 'pending')))
    .returning();
  await emit(tx, 'gamification.check-in.decided', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    checkInId: id,
    missionId: current.missionId,
    gameId: current.gameId,
    userId: current.userId,
    status: decision,
  });
  if (decision === 'approved') {
    await countEvent(tx, {
      userId: current.userId,
      goalKind: 'manual',
      source: `check-in:${id}`,
      missionId: current.missionId,
      periodKey: current.periodKey,
    });
  }
  publishChange(tx, row!.workspaceId, row!.id, { gameId: row!.gameId, checkInId: row!.id });
  // The player's "aguardando aprovação" turns into approved/rejected on their screens.
  notifyPlayer(tx, current.userId);
  return (await present(tx, [row!]))[0]!;
}

/** The missions (of `gameIds`) where the player's check-in waits for a decision: the player's screens say so. */
export async function pendingCheckInMissions(
  q: Queryable,
  userId: string,
  gameIds: string[],
): Promise<Set<string>> {
  const c = gamificationCheckIns;
  const rows = await q
    .select({ missionId: c.missionId })
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.status, 'pending'), inArray(c.gameId, gameIds)));
  return new Set(rows.map((r) => r.missionId));
}
