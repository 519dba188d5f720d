import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/client';
import { addMembership, callerFor, createMember, tokenFor, uniqueEmail } from '../../test/kit';
import { users } from '../../platform/identity/schema';

export const peopleBase = '/api/app/pessoa/pessoas';

/**
 * People's tests: a member (a new workspace of their own, or `workspaceId`'s) with callers of
 * people and of the modules people links to (flow, finance, chats, publications).
 */
export function peopleWorld(app: FastifyInstance, database: DatabaseHandle) {
  return async function signedIn(role: Role, workspaceId?: string) {
    let userId: string;
    if (workspaceId) {
      const [user] = await database.db
        .insert(users)
        .values({ name: 'Colega', email: uniqueEmail('c'), currentWorkspaceId: workspaceId })
        .returning();
      await addMembership(database, { userId: user!.id, workspaceId }, role);
      userId = user!.id;
    } else {
      const made = await createMember(database, role);
      userId = made.user.id;
      workspaceId = made.workspace.id;
    }
    const token = await tokenFor(app, database, userId);
    const ids = { userId, workspaceId, role };
    return {
      ...ids,
      people: callerFor(app, peopleBase, token, ids),
      flow: callerFor(app, '/api/app/flow', token, ids),
      finance: callerFor(app, '/api/app/riqueza', token, ids),
      chats: callerFor(app, '/api/app/comunicacao', token, ids),
      publications: callerFor(app, '/api/app/universo', token, ids),
    };
  };
}
