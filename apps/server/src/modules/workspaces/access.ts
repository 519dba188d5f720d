import type { Action } from '@orbita/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authorize } from '../../platform/policy';
import type { RealtimeEvent } from '../../platform/realtime';
import type { Actor } from './audit';
import { workspaceErrors } from './errors';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * preValidation hook of `/conta/contas/:workspaceId/...`: the caller's membership in the
 * path's workspace (404 when there is none, exactly like a missing workspace), then the
 * policy. It runs before the body is validated, so a role that may not write is refused
 * with 403 whatever it sent. The path names the workspace, so it replaces any
 * `X-Workspace-Id`; `app.requireMember` then loads the role from the database (or from the
 * API key, which must belong to that workspace).
 */
export function memberOfPathWorkspace(app: FastifyInstance, action: Action) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { workspaceId } = request.params as { workspaceId?: unknown };
    if (typeof workspaceId !== 'string' || !uuid.test(workspaceId))
      throw workspaceErrors.workspaceNotFound();
    request.headers['x-workspace-id'] = workspaceId.toLowerCase();
    await app.requireMember(request, reply);
    authorize(request.member, action);
  };
}

/** The person (or API key) behind a request, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  const viaKey = request.auth?.via === 'key';
  return {
    userId: request.member?.userId ?? request.auth.userId,
    apiKeyId: viaKey ? request.auth.sessionId : null,
  };
}

/**
 * Publishes changes once their transaction has committed (the caller awaits the
 * transaction first). Membership events carry the member in `data.userId`, so the
 * realtime broker re-reads which workspaces that person's sockets may hear.
 */
export async function publishAll(app: FastifyInstance, events: RealtimeEvent[]): Promise<void> {
  for (const event of events) await app.realtime.publish(event);
}

export const membershipEvent = (
  type: 'created' | 'updated' | 'deleted',
  workspaceId: string,
  userId: string,
  role: string | null,
): RealtimeEvent => ({
  type,
  entity: 'membership',
  workspaceId,
  id: userId,
  data: { userId, role },
});
