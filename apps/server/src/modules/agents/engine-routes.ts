import { apiErrorSchema } from '@orbita/contracts';
import {
  AGENT_HOOK_BODY_MAX,
  agentRunSchema,
  dryRunBodySchema,
  dryRunResultSchema,
} from '@orbita/contracts/agents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { errors, idParams, requires, security } from '../../platform/http/route-kit';
import { decideRun, dryRun, enqueueExternal } from './engine';
import { presentRun } from './presenter';
import { runParams } from './run-routes';
import { agentNotFound, findAgentRow } from './service';

const params = idParams(agentNotFound);
export const IDEMPOTENCY_KEY_MAX = 200;
export const hookBodyNotObject = 'Envie um objeto JSON no corpo da chamada (ou nenhum corpo).';
// Loose: the validated headers replace the request's, which must keep every other header.
const hookHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Informe a chave de idempotência ou não envie o cabeçalho.')
    .max(
      IDEMPOTENCY_KEY_MAX,
      `A chave de idempotência (Idempotency-Key) tem no máximo ${IDEMPOTENCY_KEY_MAX} caracteres.`,
    )
    .optional(),
});

/**
 * What hands work to the engine: the decision on a run waiting for approval and the dry
 * run (Admins), and the external call `POST /agentes/{id}/disparar`, for any member or API
 * key with Editor and above (its purpose is to be called by other systems).
 */
export const agentEngineRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [verb, approved] of [
    ['aprovar', true],
    ['negar', false],
  ] as const)
    app.post(
      `/agentes/:id/execucoes/:runId/${verb}`,
      {
        preParsing: requires('workspace.admin'),
        schema: {
          security,
          summary: approved
            ? 'Aprovar uma execução que aguarda aprovação (ela continua de onde parou)'
            : 'Negar uma execução que aguarda aprovação (ela termina como negada)',
          params: runParams,
          response: { 200: agentRunSchema, ...errors },
        },
      },
      async (request) => {
        const { id, runId } = request.params;
        return presentRun(await decideRun(request.ctx, request.member, id, runId, approved));
      },
    );

  app.post(
    '/agentes/:id/testar',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Testar com um evento de exemplo: o que o agente faria, sem fazer nada',
        params,
        body: dryRunBodySchema,
        response: { 200: dryRunResultSchema, ...errors },
      },
    },
    async (request) => {
      const agent = await findAgentRow(request.ctx.db, request.member, request.params.id);
      return dryRun(request.ctx, request.member, agent, request.body.event);
    },
  );

  app.post(
    '/agentes/:id/disparar',
    {
      preParsing: requires('content.write'),
      bodyLimit: AGENT_HOOK_BODY_MAX,
      schema: {
        security,
        summary:
          'Chamada externa (chave de API ou membro, Editor e acima): o corpo JSON (até 64 KB) vira o `event` da execução; `Idempotency-Key` evita repetir',
        params,
        headers: hookHeaders,
        response: { 202: agentRunSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The body becomes the run's `event`: an object, or nothing at all (a bare ping).
      const event = request.body ?? {};
      if (typeof event !== 'object' || Array.isArray(event))
        throw AppError.validation(hookBodyNotObject, { body: hookBodyNotObject });
      // The engine checks the agent (here, a webhook one, enabled: 409 otherwise) and
      // queues the run in one transaction, once per Idempotency-Key.
      const run = await enqueueExternal(
        request.ctx,
        request.member,
        request.params.id,
        event,
        request.headers['idempotency-key'],
      );
      return reply.status(202).send(presentRun(run));
    },
  );
};
