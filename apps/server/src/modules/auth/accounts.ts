import { checkpoints } from '@orbita/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { memberships, users, workspaces } from '../../platform/identity/schema';
import { createPersonalWorkspace } from '../workspaces';

export type UserRow = typeof users.$inferSelect;

/** Checkpoints of a new account: the welcome, then the account-type question. */
export const initialCheckpoints = [checkpoints.welcome, checkpoints.accountType];

export async function findUserByEmail(
  q: Queryable,
  email: string,
  options: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = q
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.id, id));
  return row;
}

/** A new person and their personal workspace, owned by them and made current, in the caller's transaction. */
export async function createAccount(
  tx: Tx,
  values: {
    name: string;
    email: string;
    passwordHash?: string | null;
    googleSub?: string | null;
    avatarUrl?: string | null;
    emailConfirmedAt?: Date | null;
  },
): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({ ...values, email: values.email.trim(), checkpoints: initialCheckpoints })
    .returning();
  const workspaceId = await createPersonalWorkspace(tx, user!);
  const [updated] = await tx
    .update(users)
    .set({ currentWorkspaceId: workspaceId })
    .where(eq(users.id, user!.id))
    .returning();
  return updated!;
}

/**
 * The workspace a session starts in: the current one while the person is still a member,
 * else their personal workspace (or any), else a new personal one — nobody is left without.
 */
export async function sessionWorkspace(tx: Tx, user: UserRow): Promise<string> {
  const rows = await tx
    .select({ id: workspaces.id, kind: workspaces.kind })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(memberships.createdAt));
  if (user.currentWorkspaceId && rows.some((r) => r.id === user.currentWorkspaceId))
    return user.currentWorkspaceId;
  const chosen =
    rows.find((r) => r.kind === 'personal')?.id ??
    rows[0]?.id ??
    (await createPersonalWorkspace(tx, user));
  await tx.update(users).set({ currentWorkspaceId: chosen }).where(eq(users.id, user.id));
  return chosen;
}
