import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { users } from '../../platform/identity/schema';
import { memberships, workspaces } from '../../platform/identity/schema';

/**
 * People who lose a workspace (left, removed, deleted) and had it as their current one
 * move to another of theirs at once: the personal workspace first, else the oldest
 * membership; nobody is left pointing at a workspace they cannot open.
 */
export async function moveCurrentWorkspaceAway(
  tx: Tx,
  workspaceId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({
      currentWorkspaceId: sql`(
        select ${memberships.workspaceId} from ${memberships}
        join ${workspaces} on ${workspaces.id} = ${memberships.workspaceId}
        where ${memberships.userId} = ${users.id} and ${memberships.workspaceId} <> ${workspaceId}
        order by (${workspaces.kind} = 'personal') desc, ${memberships.createdAt} asc
        limit 1
      )`,
    })
    .where(and(inArray(users.id, userIds), eq(users.currentWorkspaceId, workspaceId)));
}
