import {
  conflictErrorSchema,
  createProcessBodySchema,
  createStageBodySchema,
  deleteStageQuerySchema,
  deletedSchema,
  flowEntities,
  moveStageBodySchema,
  processesSchema,
  processSchema,
  processTemplates,
  processTemplatesSchema,
  updateProcessBodySchema,
  updateStageBodySchema,
  type Process,
} from '@orbita/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { processParams, stageParams } from '../params';
import {
  addStage,
  createProcess,
  deleteProcess,
  deleteStage,
  getProcess,
  listProcesses,
  moveStage,
  updateProcess,
  updateStage,
} from './service';

/** `/api/app/flow/processes/...`: processes and their stages are structures (Criador+ changes them). */
export const processRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const manage = requires('structure.manage');
  const updated = async (request: FastifyRequest, process: Process) => {
    await publish(request, {
      type: 'updated',
      entity: flowEntities.process,
      id: process.id,
      data: process,
    });
    return process;
  };

  app.get(
    '/process-templates',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Modelos de processo (Funil de vendas, Recrutamento, Produção de conteúdo)',
        response: { 200: processTemplatesSchema, ...errors },
      },
    },
    async () => ({ items: processTemplates.map((t) => ({ ...t, stages: [...t.stages] })) }),
  );

  app.get(
    '/processes',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Processos da conta com suas etapas',
        response: { 200: processesSchema, ...errors },
      },
    },
    async (request) => ({ items: await listProcesses(db, request.member) }),
  );

  app.post(
    '/processes',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Criar um processo (de um modelo ou com etapas)',
        body: createProcessBodySchema,
        response: { 201: processSchema, ...errors },
      },
    },
    async (request, reply) => {
      const process = await createProcess(request.ctx, request.member, request.body);
      await publish(request, {
        type: 'created',
        entity: flowEntities.process,
        id: process.id,
        data: process,
      });
      return reply.status(201).send(process);
    },
  );

  app.get(
    '/processes/:id',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Um processo com suas etapas',
        params: processParams,
        response: { 200: processSchema, ...errors },
      },
    },
    async (request) => getProcess(db, request.member, request.params.id),
  );

  app.patch(
    '/processes/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Alterar nome e descrição (`version` desatualizada: 409 com o processo atual)',
        params: processParams,
        body: updateProcessBodySchema,
        response: { 200: processSchema, ...errors, 409: conflictErrorSchema(processSchema) },
      },
    },
    async (request) =>
      updated(
        request,
        await withCurrentOnConflict(
          () => updateProcess(request.ctx, request.member, request.params.id, request.body),
          () => getProcess(db, request.member, request.params.id),
        ),
      ),
  );

  app.delete(
    '/processes/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Excluir um processo com seus cartões',
        params: processParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteProcess(request.ctx, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: flowEntities.process,
        id: deleted.id,
        data: deleted,
      });
      return deleted;
    },
  );

  app.post(
    '/processes/:id/stages',
    {
      preParsing: manage,
      schema: {
        security,
        summary:
          'Adicionar uma etapa (no fim, ou entre vizinhas; `version` do processo desatualizada: 409 com o processo atual)',
        params: processParams,
        body: createStageBodySchema,
        response: { 201: processSchema, ...errors, 409: conflictErrorSchema(processSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await updated(
          request,
          await withCurrentOnConflict(
            () => addStage(request.ctx, request.member, request.params.id, request.body),
            () => getProcess(db, request.member, request.params.id),
          ),
        ),
      ),
  );

  app.patch(
    '/processes/:id/stages/:stageId',
    {
      preParsing: manage,
      schema: {
        security,
        summary:
          'Alterar uma etapa (nome, cor, limite WIP; `version` da etapa desatualizada: 409 com o processo atual)',
        params: stageParams,
        body: updateStageBodySchema,
        response: { 200: processSchema, ...errors, 409: conflictErrorSchema(processSchema) },
      },
    },
    async (request) =>
      updated(
        request,
        await withCurrentOnConflict(
          () =>
            updateStage(
              request.ctx,
              request.member,
              request.params.id,
              request.params.stageId,
              request.body,
            ),
          () => getProcess(db, request.member, request.params.id),
        ),
      ),
  );

  app.post(
    '/processes/:id/stages/:stageId/move',
    {
      preParsing: manage,
      schema: {
        security,
        summary:
          'Reordenar uma etapa (`version` do processo desatualizada: 409 com o processo atual)',
        params: stageParams,
        body: moveStageBodySchema,
        response: { 200: processSchema, ...errors, 409: conflictErrorSchema(processSchema) },
      },
    },
    async (request) =>
      updated(
        request,
        await withCurrentOnConflict(
          () =>
            moveStage(
              request.ctx,
              request.member,
              request.params.id,
              request.params.stageId,
              request.body,
            ),
          () => getProcess(db, request.member, request.params.id),
        ),
      ),
  );

  app.delete(
    '/processes/:id/stages/:stageId',
    {
      preParsing: manage,
      schema: {
        security,
        summary:
          'Excluir uma etapa vazia (`?version=` do processo desatualizada: 409 com o processo atual)',
        params: stageParams,
        querystring: deleteStageQuerySchema,
        response: { 200: processSchema, ...errors, 409: conflictErrorSchema(processSchema) },
      },
    },
    async (request) =>
      updated(
        request,
        await withCurrentOnConflict(
          () =>
            deleteStage(
              request.ctx,
              request.member,
              request.params.id,
              request.params.stageId,
              request.query.version,
            ),
          () => getProcess(db, request.member, request.params.id),
        ),
      ),
  );
};
