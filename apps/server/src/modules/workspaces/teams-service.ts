import type { CreateTeamBody, Team, UpdateTeamBody } from '@orbita/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { emit } from '../../platform/events';
import { memberships, teamMembers, teams, users } from '../../platform/identity/schema';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../platform/scope';
import { recordAudit, type Actor } from './audit';
import { workspaceErrors } from './errors';

export async function listTeams(
  q: Queryable,
  workspaceId: string,
  onlyId?: string,
): Promise<Team[]> {
  const rows = await q
    .select({
      id: teams.id,
      name: teams.name,
      responsibleUserId: teams.responsibleUserId,
      responsibleName: users.name,
      createdAt: teams.createdAt,
      version: teams.version,
    })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.responsibleUserId))
    .where(inWorkspace(teams, { workspaceId }, onlyId ? eq(teams.id, onlyId) : undefined))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
  if (rows.length === 0) return [];
  const members = await q
    .select({ teamId: teamMembers.teamId, userId: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.workspaceId, workspaceId),
        inArray(
          teamMembers.teamId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    responsible:
      r.responsibleUserId && r.responsibleName
        ? { userId: r.responsibleUserId, name: r.responsibleName }
        : null,
    members: members.filter((m) => m.teamId === r.id).map(({ userId, name }) => ({ userId, name })),
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  }));
}

export async function getTeam(q: Queryable, workspaceId: string, teamId: string): Promise<Team> {
  const [team] = await listTeams(q, workspaceId, teamId);
  if (!team) throw workspaceErrors.teamNotFound();
  return team;
}

/** Every id must be a member of this workspace: a team never reaches outside its tenant. */
async function assertMembers(
  tx: Tx,
  workspaceId: string,
  userIds: string[],
  error: () => Error,
): Promise<void> {
  if (userIds.length === 0) return;
  const found = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, userIds)));
  if (found.length !== new Set(userIds).size) throw error();
}

async function setTeamMembers(
  tx: Tx,
  workspaceId: string,
  teamId: string,
  userIds: string[],
): Promise<void> {
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await tx.insert(teamMembers).values(unique.map((userId) => ({ teamId, workspaceId, userId })));
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'teams_workspace_name_key')) throw workspaceErrors.teamNameTaken();
  throw error;
}

/** The bus and the workspace's sockets hear of a team change, once it commits. */
async function teamChanged(
  tx: Tx,
  workspaceId: string,
  actor: Actor,
  type: 'created' | 'updated',
  teamId: string,
): Promise<Team> {
  const team = await getTeam(tx, workspaceId, teamId);
  await emit(tx, `workspaces.team.${type}`, { workspaceId, actorId: actor.userId, teamId });
  publishAfterCommit(tx, workspaceId, { type, entity: 'team', id: teamId, data: team });
  return team;
}

export async function createTeam(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  body: CreateTeamBody,
): Promise<Team> {
  const { workspaceId } = member;
  return transaction(ctx, async (tx) => {
    const responsible = body.responsibleUserId ?? null;
    const memberIds = [...(body.memberIds ?? []), ...(responsible ? [responsible] : [])];
    if (responsible)
      await assertMembers(tx, workspaceId, [responsible], workspaceErrors.responsibleNotMember);
    await assertMembers(tx, workspaceId, memberIds, workspaceErrors.notMembers);
    const [team] = await tx
      .insert(teams)
      .values({ workspaceId, name: body.name, responsibleUserId: responsible })
      .returning({ id: teams.id });
    await setTeamMembers(tx, workspaceId, team!.id, memberIds);
    await recordAudit(tx, workspaceId, actor, 'team.created', {
      teamId: team!.id,
      name: body.name,
      members: new Set(memberIds).size,
    });
    return teamChanged(tx, workspaceId, actor, 'created', team!.id);
  }).catch(nameTaken);
}

export async function updateTeam(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  teamId: string,
  body: UpdateTeamBody,
): Promise<Team> {
  const { workspaceId } = member;
  return transaction(ctx, async (tx) => {
    const team = await findInWorkspace(tx, teams, member, teamId, 'Equipe não encontrada.');
    assertVersion(team, body.version);
    const responsible =
      body.responsibleUserId === undefined ? team.responsibleUserId : body.responsibleUserId;
    if (body.responsibleUserId)
      await assertMembers(
        tx,
        workspaceId,
        [body.responsibleUserId],
        workspaceErrors.responsibleNotMember,
      );
    const changes: Record<string, string | number | null> = {};
    if (body.name !== undefined && body.name !== team.name) changes.name = body.name;
    if (responsible !== team.responsibleUserId) changes.responsibleUserId = responsible;
    await updateVersioned(tx, teams, eq(teams.id, teamId), body.version, {
      name: body.name ?? team.name,
      responsibleUserId: responsible,
      updatedAt: new Date(),
    });
    if (body.memberIds !== undefined || (responsible && responsible !== team.responsibleUserId)) {
      const current = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId));
      const memberIds = [
        ...(body.memberIds ?? current.map((c) => c.userId)),
        ...(responsible ? [responsible] : []),
      ];
      await assertMembers(tx, workspaceId, memberIds, workspaceErrors.notMembers);
      await setTeamMembers(tx, workspaceId, teamId, memberIds);
      changes.members = new Set(memberIds).size;
    }
    await recordAudit(tx, workspaceId, actor, 'team.updated', {
      teamId,
      name: body.name ?? team.name,
      ...changes,
    });
    return teamChanged(tx, workspaceId, actor, 'updated', teamId);
  }).catch(nameTaken);
}

export async function deleteTeam(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  teamId: string,
): Promise<void> {
  const { workspaceId } = member;
  await transaction(ctx, async (tx) => {
    const team = await findInWorkspace(tx, teams, member, teamId, 'Equipe não encontrada.');
    await tx.delete(teams).where(eq(teams.id, teamId));
    await recordAudit(tx, workspaceId, actor, 'team.deleted', { teamId, name: team.name });
    await emit(tx, 'workspaces.team.deleted', { workspaceId, actorId: actor.userId, teamId });
    publishAfterCommit(tx, workspaceId, {
      type: 'deleted',
      entity: 'team',
      id: teamId,
      data: { id: teamId },
    });
  });
}
