import { roleAtLeast, type GrantableRole, type Member, type Role } from '@orbita/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { emit } from '../../platform/events';
import { apiKeys, memberships, teamMembers, teams, users } from '../../platform/identity/schema';
import type { MemberContext } from '../../platform/scope';
import { recordAudit, type Actor } from './audit';
import { moveCurrentWorkspaceAway } from './current-workspace';
import { workspaceErrors } from './errors';
import { publishMembership } from './membership-change';

const roleOrder = sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 when 'creator' then 2 when 'editor' then 3 else 4 end`;

export async function listMembers(q: Queryable, workspaceId: string): Promise<Member[]> {
  const rows = await q
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      role: memberships.role,
      version: memberships.version,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(roleOrder, asc(sql`lower(${users.name})`), asc(users.id));
  const inTeams = await q
    .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.workspaceId, workspaceId))
    .orderBy(asc(teams.name));
  return rows.map((r) => ({
    ...r,
    joinedAt: r.joinedAt.toISOString(),
    teams: inTeams.filter((t) => t.userId === r.userId).map(({ id, name }) => ({ id, name })),
  }));
}

async function lockedMember(tx: Tx, workspaceId: string, userId: string) {
  const [row] = await tx
    .select({
      userId: memberships.userId,
      role: memberships.role,
      version: memberships.version,
      name: users.name,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .for('update', { of: memberships });
  if (!row) throw workspaceErrors.memberNotFound();
  return row;
}

/** The rules of changing someone else: never the Principal, never anyone ranked above you. */
function assertCanManage(member: MemberContext, target: { role: Role }): void {
  if (target.role === 'owner') throw workspaceErrors.ownerProtected();
  if (!roleAtLeast(member.role, target.role)) throw workspaceErrors.memberAboveOwn();
}

export async function changeRole(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  userId: string,
  role: GrantableRole,
  version?: number,
): Promise<void> {
  const { workspaceId } = member;
  await transaction(ctx, async (tx) => {
    const target = await lockedMember(tx, workspaceId, userId);
    // Stale first: a role picked on an old screen is not applied, even when it is a no-op now.
    assertVersion(target, version);
    assertCanManage(member, target);
    if (!roleAtLeast(member.role, role)) throw workspaceErrors.roleAboveOwn();
    if (target.role === role) return;
    await updateVersioned(
      tx,
      memberships,
      and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)),
      version,
      { role },
    );
    await recordAudit(tx, workspaceId, actor, 'member.role_changed', {
      userId,
      name: target.name,
      from: target.role,
      to: role,
    });
    await emit(tx, 'workspaces.member.role-changed', {
      workspaceId,
      actorId: actor.userId,
      userId,
      from: target.role,
      to: role,
    });
    publishMembership(tx, workspaceId, 'updated', userId, role);
  });
}

/**
 * Takes someone out of a workspace, in the caller's transaction: their teams (the foreign
 * key to the membership), the teams they were responsible for, the keys they created
 * (a key never outlives its creator's access) and their current-workspace pointer; then
 * tells the bus and the workspace's sockets.
 */
async function dropMembership(
  tx: Tx,
  workspaceId: string,
  userId: string,
  actor: Actor,
  left: boolean,
): Promise<void> {
  await tx
    .update(teams)
    .set({ responsibleUserId: null, updatedAt: new Date() })
    .where(and(eq(teams.workspaceId, workspaceId), eq(teams.responsibleUserId, userId)));
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date(), main: false, updatedAt: new Date() })
    .where(
      and(
        eq(apiKeys.workspaceId, workspaceId),
        eq(apiKeys.createdBy, userId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id, name: apiKeys.name, keyId: apiKeys.keyId });
  for (const key of revoked) {
    await recordAudit(tx, workspaceId, actor, 'key.revoked', {
      keyId: key.keyId,
      name: key.name,
      reason: 'O criador da chave saiu da conta.',
    });
    await emit(tx, 'workspaces.api-key.revoked', {
      workspaceId,
      actorId: actor.userId,
      apiKeyId: key.id,
    });
  }
  await tx
    .delete(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  await moveCurrentWorkspaceAway(tx, workspaceId, [userId]);
  await emit(tx, 'workspaces.member.removed', {
    workspaceId,
    actorId: actor.userId,
    userId,
    left,
  });
  publishMembership(tx, workspaceId, 'deleted', userId, null);
}

export async function removeMember(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  userId: string,
): Promise<void> {
  const { workspaceId } = member;
  await transaction(ctx, async (tx) => {
    const target = await lockedMember(tx, workspaceId, userId);
    assertCanManage(member, target);
    await dropMembership(tx, workspaceId, userId, actor, false);
    await recordAudit(tx, workspaceId, actor, 'member.removed', {
      userId,
      name: target.name,
      email: target.email,
      role: target.role,
    });
  });
}

/** Anyone but the Principal may leave (the Principal transfers ownership first). */
export async function leaveWorkspace(ctx: AppContext, member: MemberContext): Promise<void> {
  const { workspaceId, userId } = member;
  await transaction(ctx, async (tx) => {
    const me = await lockedMember(tx, workspaceId, userId);
    if (me.role === 'owner') throw workspaceErrors.ownerCannotLeave();
    const actor = { userId };
    // Written before the membership goes, so the entry keeps the person's name.
    await recordAudit(tx, workspaceId, actor, 'member.left', {
      userId: me.userId,
      name: me.name,
      role: me.role,
    });
    await dropMembership(tx, workspaceId, userId, actor, true);
  });
}

export async function findMember(
  q: Queryable,
  workspaceId: string,
  userId: string,
): Promise<Member> {
  const member = (await listMembers(q, workspaceId)).find((m) => m.userId === userId);
  if (!member) throw workspaceErrors.memberNotFound();
  return member;
}
