import {
  createProcessBodySchema,
  createStageBodySchema,
  deletedSchema,
  moveStageBodySchema,
  processesSchema,
  processSchema,
  processTemplates,
  processTemplatesSchema,
  updateProcessBodySchema,
  updateStageBodySchema,
  type Process,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishFlow } from '../shared/events';
import { errors, processParams, requires, security, stageParams, tags } from '../shared/route-kit';
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
  const updated = async (workspaceId: string, process: Process) => {
    await publishFlow(app, workspaceId, [
      { type: 'updated', entity: 'process', id: process.id, data: process },
    ]);
    return process;
  };

  app.get(
    '/process-templates',
    {
      preParsing: read,
      schema: {
        tags,
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
        tags,
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
        tags,
        security,
        summary: 'Criar um processo (de um modelo ou com etapas)',
        body: createProcessBodySchema,
        response: { 201: processSchema, ...errors },
      },
    },
    async (request, reply) => {
      const process = await createProcess(db, request.member, request.body);
      await publishFlow(app, request.member.workspaceId, [
        { type: 'created', entity: 'process', id: process.id, data: process },
      ]);
      return reply.status(201).send(process);
    },
  );

  app.get(
    '/processes/:id',
    {
      preParsing: read,
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Alterar nome e descrição',
        params: processParams,
        body: updateProcessBodySchema,
        response: { 200: processSchema, ...errors },
      },
    },
    async (request) =>
      updated(
        request.member.workspaceId,
        await updateProcess(db, request.member, request.params.id, request.body),
      ),
  );

  app.delete(
    '/processes/:id',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Excluir um processo com seus cartões',
        params: processParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteProcess(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishFlow(app, request.member.workspaceId, [
        { type: 'deleted', entity: 'process', id: deleted.id, data: deleted },
      ]);
      return deleted;
    },
  );

  app.post(
    '/processes/:id/stages',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Adicionar uma etapa (no fim, ou entre vizinhas)',
        params: processParams,
        body: createStageBodySchema,
        response: { 201: processSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await updated(
            request.member.workspaceId,
            await addStage(db, request.member, request.params.id, request.body),
          ),
        ),
  );

  app.patch(
    '/processes/:id/stages/:stageId',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Alterar uma etapa (nome, cor, limite WIP)',
        params: stageParams,
        body: updateStageBodySchema,
        response: { 200: processSchema, ...errors },
      },
    },
    async (request) =>
      updated(
        request.member.workspaceId,
        await updateStage(
          db,
          request.member,
          request.params.id,
          request.params.stageId,
          request.body,
        ),
      ),
  );

  app.post(
    '/processes/:id/stages/:stageId/move',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Reordenar uma etapa',
        params: stageParams,
        body: moveStageBodySchema,
        response: { 200: processSchema, ...errors },
      },
    },
    async (request) =>
      updated(
        request.member.workspaceId,
        await moveStage(
          db,
          request.member,
          request.params.id,
          request.params.stageId,
          request.body,
        ),
      ),
  );

  app.delete(
    '/processes/:id/stages/:stageId',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Excluir uma etapa vazia',
        params: stageParams,
        response: { 200: processSchema, ...errors },
      },
    },
    async (request) =>
      updated(
        request.member.workspaceId,
        await deleteStage(db, request.member, request.params.id, request.params.stageId),
      ),
  );
};
