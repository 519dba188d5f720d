import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/client';
import { callerFor, memberOf, tokenFor } from '../../test/kit';

export const peopleBase = '/api/app/pessoa/pessoas';

/**
 * People's tests: a member (a new workspace of their own, or `workspaceId`'s) with callers of
 * people and of the modules people links to (flow, finance, chats, publications).
 */
export function peopleWorld(app: FastifyInstance, database: DatabaseHandle) {
  return async function signedIn(role: Role, workspaceId?: string) {
    const member = await memberOf(database, role, workspaceId);
    const { userId } = member;
    workspaceId = member.workspaceId;
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
