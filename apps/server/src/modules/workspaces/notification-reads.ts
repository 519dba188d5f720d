import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { invites } from './schema';

/**
 * An invite as notifications (communication) need it: to whom (the e-mail), by whom, with
 * which role. Scoped to the event's workspace.
 */
export async function inviteBrief(q: Queryable, workspaceId: string, inviteId: string) {
  const [row] = await q
    .select({ email: invites.email, invitedBy: invites.invitedBy, role: invites.role })
    .from(invites)
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.id, inviteId)));
  return row ?? null;
}
