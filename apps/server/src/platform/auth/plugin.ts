import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { users } from '../identity/schema';
import { AppError } from '../errors';
import { loadMemberContext, type MemberContext } from '../scope';
import { authenticateApiKey } from './api-key-auth';
import {
  apiKeyBearer,
  resolveMemberAuth,
  resolveRequestAuth,
  type RequestAuth,
} from './authenticate';
import { createKeyring, type AuthKeys } from './keys';
import { postgresRateLimitStore } from './rate-limit-store';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The signing keys, loaded from the database on first use. */
    authKeys: () => Promise<AuthKeys>;
    /** Hook (onRequest or preHandler): 401 unless signed in; sets `request.auth`. */
    authenticate: AuthHook;
    /**
     * Hook: `authenticate`, then the caller's membership in the workspace; sets `request.member`.
     * Also accepts an API key (`Authorization: Bearer orb_…`), which `authenticate` refuses.
     */
    requireMember: AuthHook;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; only read it in routes that use that hook. */
    auth: RequestAuth;
    /** Set by `app.requireMember`; only read it in routes that use that hook. */
    member: MemberContext;
  }
}

const workspaceIdSchema = z.uuid();
const workspaceNotFound = () => AppError.notFound('Conta não encontrada.');

/**
 * The workspace a request acts in: the `X-Workspace-Id` header, else the one the user last
 * switched to. The role always comes from the database, never from the token.
 */
async function memberContext(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MemberContext> {
  const header = request.headers['x-workspace-id'];
  let workspaceId: string | null | undefined =
    typeof header === 'string' && header !== '' ? header : undefined;
  if (workspaceId === undefined) {
    const [user] = await app.database.db
      .select({ currentWorkspaceId: users.currentWorkspaceId })
      .from(users)
      .where(eq(users.id, request.auth.userId));
    workspaceId = user?.currentWorkspaceId;
  }
  if (!workspaceId || !workspaceIdSchema.safeParse(workspaceId).success) throw workspaceNotFound();
  return loadMemberContext(app.database.db, request.auth.userId, workspaceId);
}

const authPluginImpl: FastifyPluginAsync = async (app) => {
  const keys = createKeyring(app.database.db);
  app.decorate('authKeys', keys);
  app.decorateRequest('auth', null, []);
  app.decorateRequest('member', null, []);

  const authenticate: AuthHook = async (request) => {
    request.auth = await resolveRequestAuth(request, app.database.db, await keys());
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireMember', async (request: FastifyRequest) => {
    // An API key acts in its own workspace with its own role (modules/workspaces/api-key-auth).
    const apiKey = request.auth ? null : apiKeyBearer(request);
    if (apiKey) {
      ({ auth: request.auth, member: request.member } = await authenticateApiKey(
        app.database.db,
        request,
        apiKey,
      ));
      return;
    }
    if (request.auth) {
      request.member = await memberContext(app, request);
      return;
    }
    const header = request.headers['x-workspace-id'];
    ({ auth: request.auth, member: request.member } = await resolveMemberAuth(
      request,
      app.database.db,
      await keys(),
      typeof header === 'string' && header !== '' ? header : undefined,
      (value) => workspaceIdSchema.safeParse(value).success,
    ));
  });

  // Per-route limits only (`config.rateLimit`); a 429 becomes the pt-BR answer in the error handler.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(app.database.db) });
};

/**
 * Decorates the root instance (`skip-override`, as fastify-plugin does) so that every
 * module's routes can use `app.authenticate` and `app.requireMember`.
 */
export const authPlugin = Object.assign(authPluginImpl, { [Symbol.for('skip-override')]: true });
