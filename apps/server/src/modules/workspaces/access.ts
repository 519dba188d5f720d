import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from './audit';
import { workspaceErrors } from './errors';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * onRequest hook of `/conta/contas/:workspaceId/...`: the caller's membership in the
 * path's workspace (404 when there is none, exactly like a missing workspace). The path
 * names the workspace, so it replaces any `X-Workspace-Id`; `app.requireMember` then loads
 * the role from the database (or from the API key, which must belong to that workspace).
 * The role check is the route's `preParsing: requires(action)`.
 */
export function memberOfPathWorkspace(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { workspaceId } = request.params as { workspaceId?: unknown };
    if (typeof workspaceId !== 'string' || !uuid.test(workspaceId))
      throw workspaceErrors.workspaceNotFound();
    request.headers['x-workspace-id'] = workspaceId.toLowerCase();
    await app.requireMember(request, reply);
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
