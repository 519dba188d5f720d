import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { memberships } from '../../../platform/identity/schema';

/** Assignees must be members of the workspace; anyone else is refused naming the field. */
export async function assertMembers(
  q: Queryable,
  workspaceId: string,
  userIds: readonly string[],
  field = 'assigneeIds',
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await q
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, [...userIds])),
    );
  if (rows.length !== new Set(userIds).size) {
    const message = 'Escolha responsáveis que sejam membros desta conta.';
    throw AppError.validation(message, { [field]: message });
  }
}
