import { apiErrorSchema, conflictErrorSchema } from '@orbita/contracts';
import {
  agentPageSchema,
  agentSchema,
  agentsEntity,
  agentsListQuerySchema,
  agentVersionListSchema,
  createAgentBodySchema,
  updateAgentBodySchema,
  webhookSecretSchema,
} from '@orbita/contracts/agents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import {
  errors,
  idParams,
  noContent,
  requires,
  security,
  uuidParam,
} from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { webhookSecretFor } from './net/signing';
import { presentAgent, presentAgentPage } from './presenter';
import {
  agentNotFound,
  createAgent,
  deleteAgent,
  findAgentRow,
  getAgent,
  listAgents,
  updateAgent,
} from './service';
import { listVersions, restoreVersion, versionNotFound } from './versions';

const params = idParams(agentNotFound);
const versionParams = z.object({
  id: uuidParam(agentNotFound),
  version: z.coerce
    .number(versionNotFound)
    .int(versionNotFound)
    .min(1, versionNotFound)
    .max(2_147_483_647, versionNotFound),
});
/** Refusals a service makes after validation: a cron that never fires, a role above one's own. */
const unprocessable = { 422: apiErrorSchema };

/**
 * `/api/app/conta/agentes`: Admins (`workspace.admin`) read and manage agents and their
 * versions (runs and the external call: run-routes.ts). Each route: validate →
 * `requires(action)` (before the body is parsed) → service (its own transaction) →
 * presenter → `publish` to the workspace's other tabs.
 */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agentes',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Agentes, do mais novo ao mais antigo, com as execuções das últimas 24 h',
        querystring: agentsListQuerySchema,
        response: { 200: agentPageSchema, ...errors },
      },
    },
    async (request) =>
      presentAgentPage(await listAgents(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/agentes',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary:
          'Criar um agente (gatilho, condições e ações); horário inválido ou papel acima do seu: 422',
        body: createAgentBodySchema,
        response: { 201: agentSchema, ...errors, ...unprocessable },
      },
    },
    async (request, reply) => {
      const agent = presentAgent(await createAgent(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: agentsEntity, id: agent.id, data: agent });
      return reply.status(201).send(agent);
    },
  );

  app.get(
    '/agentes/:id',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Um agente',
        params,
        response: { 200: agentSchema, ...errors },
      },
    },
    async (request) =>
      presentAgent(await getAgent(request.ctx.db, request.member, request.params.id)),
  );

  app.get(
    '/agentes/:id/segredo',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'O segredo com que os webhooks do agente são assinados',
        params,
        response: { 200: webhookSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const agent = await findAgentRow(request.ctx.db, request.member, request.params.id);
      // A secret: never kept by a cache or a proxy.
      void reply.header('Cache-Control', 'no-store');
      return { secret: await webhookSecretFor(request.ctx.db, agent.id) };
    },
  );

  app.patch(
    '/agentes/:id',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary:
          'Alterar um agente (cada alteração é uma nova versão; `version` desatualizada: 409)',
        params,
        body: updateAgentBodySchema,
        response: {
          200: agentSchema,
          ...errors,
          409: conflictErrorSchema(agentSchema),
          ...unprocessable,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const agent = presentAgent(
        await withCurrentOnConflict(
          () => updateAgent(request.ctx, request.member, id, request.body),
          async () => presentAgent(await getAgent(request.ctx.db, request.member, id)),
        ),
      );
      await publish(request, { type: 'updated', entity: agentsEntity, id, data: agent });
      return agent;
    },
  );

  app.delete(
    '/agentes/:id',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Excluir um agente (com suas versões e execuções)',
        params,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteAgent(request.ctx, request.member, id);
      await publish(request, { type: 'deleted', entity: agentsEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/agentes/:id/versoes',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'As versões de um agente, da mais nova à mais antiga',
        params,
        response: { 200: agentVersionListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listVersions(request.ctx.db, request.member, request.params.id),
    }),
  );

  app.post(
    '/agentes/:id/versoes/:version/restaurar',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Restaurar uma versão (vira a versão mais nova; o histórico fica)',
        params: versionParams,
        response: { 200: agentSchema, ...errors, ...unprocessable },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const agent = presentAgent(await restoreVersion(request.ctx, request.member, id, version));
      await publish(request, { type: 'updated', entity: agentsEntity, id, data: agent });
      return agent;
    },
  );
};
