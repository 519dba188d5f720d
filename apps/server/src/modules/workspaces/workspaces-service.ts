import type { MyWorkspace, WorkspaceDetail } from '@orbita/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../platform/db/client';
import type { MemberContext } from '../../platform/scope';
import { users } from '../../platform/identity/schema';
import { recordAudit, type Actor } from './audit';
import { moveCurrentWorkspaceAway } from './current-workspace';
import { workspaceErrors } from './errors';
import { memberships, teams, workspaces } from '../../platform/identity/schema';

/** Account types that may own more than their personal workspace (PRODUCT.md §1). */
const creatingAccountTypes = new Set(['creator', 'organization']);

export function personalWorkspaceName(name: string): string {
  const first = name.trim().split(/\s+/)[0] || name.trim();
  return `Espaço de ${first}`;
}

/** Every person's own workspace, made at sign-up (in the sign-up's transaction), owned by them. */
export async function createPersonalWorkspace(
  tx: Tx,
  user: { id: string; name: string },
): Promise<string> {
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: personalWorkspaceName(user.name), kind: 'personal' })
    .returning({ id: workspaces.id });
  await tx
    .insert(memberships)
    .values({ workspaceId: workspace!.id, userId: user.id, role: 'owner' });
  return workspace!.id;
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
  db: Database,
  userId: string,
  name: string,
): Promise<MyWorkspace> {
  const id = await db.transaction(async (tx) => {
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
    await tx.insert(memberships).values({ workspaceId: workspace!.id, userId, role: 'owner' });
    await recordAudit(tx, workspace!.id, { userId }, 'workspace.created', { name });
    return workspace!.id;
  });
  const created = (await listMyWorkspaces(db, userId)).find((w) => w.id === id);
  return created!;
}

export async function getWorkspace(q: Queryable, ctx: MemberContext): Promise<WorkspaceDetail> {
  const [row] = await q
    .select({
      id: workspaces.id,
      name: workspaces.name,
      kind: workspaces.kind,
      createdAt: workspaces.createdAt,
      memberCount,
      teamCount: sql<number>`(select count(*)::int from ${teams} t where t.workspace_id = ${workspaces.id})`,
    })
    .from(workspaces)
    .where(eq(workspaces.id, ctx.workspaceId));
  if (!row) throw workspaceErrors.workspaceNotFound();
  const [owner] = await q
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, ctx.workspaceId), eq(memberships.role, 'owner')));
  if (!owner) throw new Error(`workspace ${ctx.workspaceId} has no owner`);
  return { ...row, role: ctx.role, owner, createdAt: row.createdAt.toISOString() };
}

export async function renameWorkspace(
  db: Database,
  ctx: MemberContext,
  actor: Actor,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, ctx.workspaceId))
      .for('update');
    if (!before) throw workspaceErrors.workspaceNotFound();
    if (before.name === name) return;
    await tx
      .update(workspaces)
      .set({ name, updatedAt: new Date() })
      .where(eq(workspaces.id, ctx.workspaceId));
    await recordAudit(tx, ctx.workspaceId, actor, 'workspace.renamed', {
      from: before.name,
      to: name,
    });
  });
}

/** Deletes the workspace and everything in it. Returns who was a member (to tell them). */
export async function deleteWorkspace(
  db: Database,
  ctx: MemberContext,
  confirmName: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, ctx.workspaceId))
      .for('update');
    if (!workspace) throw workspaceErrors.workspaceNotFound();
    if (workspace.kind === 'personal') throw workspaceErrors.personalDelete();
    if (confirmName.trim() !== workspace.name.trim()) throw workspaceErrors.confirmName();
    const members = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.workspaceId, ctx.workspaceId));
    const memberIds = members.map((m) => m.userId);
    await moveCurrentWorkspaceAway(tx, ctx.workspaceId, memberIds);
    await tx.delete(workspaces).where(eq(workspaces.id, ctx.workspaceId));
    return memberIds;
  });
}

/** The owner hands the workspace to another member, who becomes Principal; the old owner stays as Admin. */
export async function transferOwnership(
  db: Database,
  ctx: MemberContext,
  actor: Actor,
  toUserId: string,
): Promise<{ from: string; to: string }> {
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, ctx.workspaceId))
      .for('update');
    if (!workspace) throw workspaceErrors.workspaceNotFound();
    if (workspace.kind === 'personal') throw workspaceErrors.personalTransfer();
    if (toUserId === ctx.userId) throw workspaceErrors.transferToSelf();
    const rows = await tx
      .select({ userId: memberships.userId, role: memberships.role, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.workspaceId, ctx.workspaceId))
      .for('update', { of: memberships });
    const owner = rows.find((r) => r.role === 'owner');
    const target = rows.find((r) => r.userId === toUserId);
    if (!target) throw workspaceErrors.memberNotFound();
    if (!owner || owner.userId !== ctx.userId) throw workspaceErrors.ownerProtected();
    // Demote first: one Principal per workspace is a unique index, checked row by row.
    await tx
      .update(memberships)
      .set({ role: 'admin' })
      .where(
        and(eq(memberships.workspaceId, ctx.workspaceId), eq(memberships.userId, owner.userId)),
      );
    await tx
      .update(memberships)
      .set({ role: 'owner' })
      .where(and(eq(memberships.workspaceId, ctx.workspaceId), eq(memberships.userId, toUserId)));
    await recordAudit(tx, ctx.workspaceId, actor, 'workspace.ownership_transferred', {
      fromUserId: owner.userId,
      fromName: owner.name,
      toUserId,
      toName: target.name,
      toPreviousRole: target.role,
    });
    return { from: owner.userId, to: toUserId };
  });
}

/** Makes `workspaceId` the one the person's requests act in by default (remembered on the server). */
export async function switchWorkspace(
  db: Database,
  userId: string,
  workspaceId: string,
): Promise<void> {
  const [member] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  if (!member) throw workspaceErrors.workspaceNotFound();
  await db
    .update(users)
    .set({ currentWorkspaceId: workspaceId, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
