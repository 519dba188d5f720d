import type { MyWorkspace, WorkspaceDetail } from '@orbita/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion, bumpVersion, updateVersioned } from '../../platform/db/versioned';
import { emit } from '../../platform/events';
import { memberships, teams, users, workspaces } from '../../platform/identity/schema';
import { publishAfterCommit } from '../../platform/realtime/publish';
import type { MemberContext } from '../../platform/scope';
import { recordAudit, type Actor } from './audit';
import { moveCurrentWorkspaceAway } from './current-workspace';
import { workspaceErrors } from './errors';
import { publishMembership } from './membership-change';

/** Account types that may own more than their personal workspace (PRODUCT.md §1). */
const creatingAccountTypes = new Set(['creator', 'organization']);

export function personalWorkspaceName(name: string): string {
  const first = name.trim().split(/\s+/)[0] || name.trim();
  return `Espaço de ${first}`;
}

/**
 * Every person's own workspace, made at sign-up (in the sign-up's transaction, opened with
 * `transaction`), owned by them. Nobody listens on it yet, so nothing is published.
 */
export async function createPersonalWorkspace(
  tx: Tx,
  user: { id: string; name: string },
): Promise<string> {
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: personalWorkspaceName(user.name), kind: 'personal' })
    .returning({ id: workspaces.id });
  await founded(tx, workspace!.id, user.id, 'personal');
  return workspace!.id;
}

/** The founder of a new workspace becomes its Principal. */
async function founded(
  tx: Tx,
  workspaceId: string,
  userId: string,
  kind: 'personal' | 'shared',
): Promise<void> {
  await tx.insert(memberships).values({ workspaceId, userId, role: 'owner' });
  await emit(tx, 'workspaces.workspace.created', { workspaceId, actorId: userId, kind });
  await emit(tx, 'workspaces.member.added', {
    workspaceId,
    actorId: userId,
    userId,
    role: 'owner',
  });
}

const memberCount = sql<number>`(select count(*)::int from ${memberships} m where m.workspace_id = ${workspaces.id})`;

export async function listMyWorkspaces(q: Queryable, userId: string): Promise<MyWorkspace[]> {
  const [user] = await q
    .select({ current: users.currentWorkspaceId })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await q
    .select({
      id: workspaces.id,
      name: workspaces.name,
      kind: workspaces.kind,
      role: memberships.role,
      memberCount,
      createdAt: workspaces.createdAt,
    })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(
      desc(sql`${workspaces.kind} = 'personal'`),
      asc(sql`lower(${workspaces.name})`),
      asc(workspaces.id),
    );
  return rows.map((r) => ({
    ...r,
    current: r.id === user?.current,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function createWorkspace(
  ctx: AppContext,
  userId: string,
  name: string,
): Promise<MyWorkspace> {
  const id = await transaction(ctx, async (tx) => {
    const [user] = await tx
      .select({ accountType: users.accountType })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.accountType || !creatingAccountTypes.has(user.accountType))
      throw workspaceErrors.accountType();
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name, kind: 'shared' })
      .returning({ id: workspaces.id });
    await founded(tx, workspace!.id, userId, 'shared');
    await recordAudit(tx, workspace!.id, { userId }, 'workspace.created', { name });
    publishMembership(tx, workspace!.id, 'created', userId, 'owner');
    return workspace!.id;
  });
  const created = (await listMyWorkspaces(ctx.db, userId)).find((w) => w.id === id);
  return created!;
}

export async function getWorkspace(q: Queryable, member: MemberContext): Promise<WorkspaceDetail> {
  const [row] = await q
    .select({
      id: workspaces.id,
      name: workspaces.name,
      kind: workspaces.kind,
      createdAt: workspaces.createdAt,
      version: workspaces.version,
      memberCount,
      teamCount: sql<number>`(select count(*)::int from ${teams} t where t.workspace_id = ${workspaces.id})`,
    })
    .from(workspaces)
    .where(eq(workspaces.id, member.workspaceId));
  if (!row) throw workspaceErrors.workspaceNotFound();
  const [owner] = await q
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, member.workspaceId), eq(memberships.role, 'owner')));
  if (!owner) throw new Error(`workspace ${member.workspaceId} has no owner`);
  return { ...row, role: member.role, owner, createdAt: row.createdAt.toISOString() };
}

export async function renameWorkspace(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  name: string,
  version?: number,
): Promise<void> {
  const { workspaceId } = member;
  await transaction(ctx, async (tx) => {
    const before = await lockWorkspace(tx, workspaceId);
    assertVersion(before, version);
    if (before.name === name) return;
    await updateVersioned(tx, workspaces, eq(workspaces.id, workspaceId), version, {
      name,
      updatedAt: new Date(),
    });
    await recordAudit(tx, workspaceId, actor, 'workspace.renamed', {
      from: before.name,
      to: name,
    });
    await emit(tx, 'workspaces.workspace.updated', { workspaceId, actorId: actor.userId, name });
    publishAfterCommit(tx, workspaceId, {
      type: 'updated',
      entity: 'workspace',
      id: workspaceId,
      data: { id: workspaceId, name },
    });
  });
}

/** The workspace row, locked until the transaction ends (rename, delete and transfer queue up). */
async function lockWorkspace(tx: Tx, workspaceId: string) {
  const [workspace] = await tx
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
  if (!workspace) throw workspaceErrors.workspaceNotFound();
  return workspace;
}

/** Deletes the workspace and everything in it; its members hear they lost it. */
export async function deleteWorkspace(
  ctx: AppContext,
  member: MemberContext,
  confirmName: string,
): Promise<void> {
  const { workspaceId } = member;
  await transaction(ctx, async (tx) => {
    const workspace = await lockWorkspace(tx, workspaceId);
    if (workspace.kind === 'personal') throw workspaceErrors.personalDelete();
    if (confirmName.trim() !== workspace.name.trim()) throw workspaceErrors.confirmName();
    const members = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.workspaceId, workspaceId));
    const memberIds = members.map((m) => m.userId);
    await moveCurrentWorkspaceAway(tx, workspaceId, memberIds);
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    await emit(tx, 'workspaces.workspace.deleted', {
      workspaceId,
      actorId: member.userId,
      memberIds,
    });
    publishAfterCommit(tx, workspaceId, {
      type: 'deleted',
      entity: 'workspace',
      id: workspaceId,
      data: { id: workspaceId },
    });
    for (const userId of memberIds) publishMembership(tx, workspaceId, 'deleted', userId, null);
  });
}

/** The owner hands the workspace to another member, who becomes Principal; the old owner stays as Admin. */
export async function transferOwnership(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  toUserId: string,
): Promise<void> {
  const { workspaceId } = member;
  await transaction(ctx, async (tx) => {
    const workspace = await lockWorkspace(tx, workspaceId);
    if (workspace.kind === 'personal') throw workspaceErrors.personalTransfer();
    if (toUserId === member.userId) throw workspaceErrors.transferToSelf();
    const rows = await tx
      .select({ userId: memberships.userId, role: memberships.role, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.workspaceId, workspaceId))
      .for('update', { of: memberships });
    const owner = rows.find((r) => r.role === 'owner');
    const target = rows.find((r) => r.userId === toUserId);
    if (!target) throw workspaceErrors.memberNotFound();
    if (!owner || owner.userId !== member.userId) throw workspaceErrors.ownerProtected();
    // Demote first: one Principal per workspace is a unique index, checked row by row.
    await tx
      .update(memberships)
      .set({ role: 'admin', ...bumpVersion(memberships) })
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, owner.userId)));
    await tx
      .update(memberships)
      .set({ role: 'owner', ...bumpVersion(memberships) })
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, toUserId)));
    await recordAudit(tx, workspaceId, actor, 'workspace.ownership_transferred', {
      fromUserId: owner.userId,
      fromName: owner.name,
      toUserId,
      toName: target.name,
      toPreviousRole: target.role,
    });
    const base = { workspaceId, actorId: actor.userId };
    await emit(tx, 'workspaces.workspace.ownership-transferred', {
      ...base,
      fromUserId: owner.userId,
      toUserId,
    });
    await emit(tx, 'workspaces.member.role-changed', {
      ...base,
      userId: owner.userId,
      from: 'owner',
      to: 'admin',
    });
    await emit(tx, 'workspaces.member.role-changed', {
      ...base,
      userId: toUserId,
      from: target.role,
      to: 'owner',
    });
    publishMembership(tx, workspaceId, 'updated', owner.userId, 'admin');
    publishMembership(tx, workspaceId, 'updated', toUserId, 'owner');
  });
}

/** Makes `workspaceId` the one the person's requests act in by default (remembered on the server). */
export async function switchWorkspace(
  ctx: AppContext,
  userId: string,
  workspaceId: string,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [member] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
    if (!member) throw workspaceErrors.workspaceNotFound();
    await tx
      .update(users)
      .set({ currentWorkspaceId: workspaceId, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await emit(tx, 'workspaces.workspace.switched', { workspaceId, actorId: userId, userId });
  });
}
