import {
  apiErrorSchema,
  appStateSchema,
  changePasswordBodySchema,
  checkpointSchema,
  googleBodySchema,
  updateMeBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, noContent, security } from '../../platform/http/route-kit';
import type { AuthDeps } from './deps';
import {
  changePassword,
  connectGoogle,
  disconnectGoogle,
  removeCheckpoint,
  updateMe,
} from './me-service';
import { authRateLimits } from './rate-limits';

/** The person's own profile: its own OpenAPI tag, apart from the module's `sessão`. */
const tags = ['perfil'];

/** `/api/app/me...`: the signed-in person's own profile, credentials and onboarding. */
export const meRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  // Every route here acts on the caller only: authentication first, before validation.
  app.addHook('onRequest', app.authenticate);
  const limits = authRateLimits(deps.config);

  app.patch(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Atualizar nome, avatar e tipo de conta',
        body: updateMeBodySchema,
        response: { 200: appStateSchema, ...errors },
      },
    },
    async (request) => updateMe(request.ctx, deps, request.auth.userId, request.body),
  );

  app.delete(
    '/checkpoints/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Concluir um checkpoint de boas-vindas',
        params: z.object({ id: checkpointSchema }),
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await removeCheckpoint(request.ctx, request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/password',
    {
      config: { rateLimit: limits.changePassword },
      schema: {
        tags,
        security,
        summary: 'Trocar a senha (encerra as outras sessões)',
        body: changePasswordBodySchema,
        response: { ...noContent, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await changePassword(request.ctx, request.auth, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/google',
    {
      schema: {
        tags,
        security,
        summary: 'Conectar uma conta Google',
        body: googleBodySchema,
        response: { 200: appStateSchema, ...errors },
      },
    },
    async (request) =>
      connectGoogle(request.ctx, deps, request.auth.userId, request.body.credential),
  );

  app.delete(
    '/google',
    {
      schema: {
        tags,
        security,
        summary: 'Desconectar a conta Google',
        response: { 200: appStateSchema, ...errors },
      },
    },
    async (request) => disconnectGoogle(request.ctx, deps, request.auth.userId),
  );
};
