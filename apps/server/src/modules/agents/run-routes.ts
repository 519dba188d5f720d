import {
  agentMessages,
  agentRunPageSchema,
  agentRunSchema,
  runsQuerySchema,
} from '@orbita/contracts/agents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams, requires, security, uuidParam } from '../../platform/http/route-kit';
import { presentRun, presentRunPage } from './presenter';
import { getRun, listRuns } from './runs';
import { agentNotFound } from './service';

const params = idParams(agentNotFound);
export const runParams = z.object({
  id: uuidParam(agentNotFound),
  runId: uuidParam(agentMessages.runNotFound),
});

/** An agent's runs (the log): Admins read them, live updates come over `agent-runs`. */
export const agentRunRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agentes/:id/execucoes',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'As execuções de um agente, da mais nova à mais antiga (`status` filtra)',
        params,
        querystring: runsQuerySchema,
        response: { 200: agentRunPageSchema, ...errors },
      },
    },
    async (request) =>
      presentRunPage(
        await listRuns(request.ctx.db, request.member, request.params.id, request.query),
      ),
  );

  app.get(
    '/agentes/:id/execucoes/:runId',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Uma execução: entrada, passos, saídas, erros e tentativas',
        params: runParams,
        response: { 200: agentRunSchema, ...errors },
      },
    },
    async (request) =>
      presentRun(
        await getRun(request.ctx.db, request.member, request.params.id, request.params.runId),
      ),
  );
};
