import {
  conflictErrorSchema,
  createTaskBodySchema,
  deletedSchema,
  flowEntities,
  moveTaskBodySchema,
  taskDetailSchema,
  taskFilterQuerySchema,
  taskListQuerySchema,
  taskPageSchema,
  taskSchema,
  taskTotalsSchema,
  updateTaskBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { listParams, taskParams } from '../params';
import { listTasks, taskTotals } from './query';
import { createTask, deleteTask, getTask, getTaskByCode, moveTask, updateTask } from './service';

/** `/api/app/flow/lists/:id/tasks` and `/api/app/flow/tasks/...`: tasks are content (Editor+ writes). */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const write = requires('content.write');

  app.get(
    '/lists/:id/tasks',
    {
      preParsing: read,
      schema: {
        security,
        summary:
          'Tarefas de uma lista: filtros, ordenação e paginação por cursor (sem `status`, as arquivadas ficam de fora)',
        params: listParams,
        querystring: taskListQuerySchema,
        response: { 200: taskPageSchema, ...errors },
      },
    },
    async (request) => listTasks(db, request.member, request.params.id, request.query),
  );

  app.get(
    '/lists/:id/totals',
    {
      preParsing: read,
      schema: {
        security,
        summary:
          'Totais por coluna (status): quantidade e somas de campos e fórmulas, com os mesmos filtros',
        params: listParams,
        querystring: taskFilterQuerySchema,
        response: { 200: taskTotalsSchema, ...errors },
      },
    },
    async (request) => taskTotals(db, request.member, request.params.id, request.query),
  );

  app.post(
    '/lists/:id/tasks',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Criar uma tarefa (recebe o próximo código da lista)',
        params: listParams,
        body: createTaskBodySchema,
        response: { 201: taskDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const task = await createTask(request.ctx, request.member, request.params.id, request.body);
      await publish(request, {
        type: 'created',
        entity: flowEntities.task,
        id: task.id,
        data: task,
      });
      return reply.status(201).send(task);
    },
  );

  app.get(
    '/tasks/by-code/:code',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Encontrar uma tarefa pelo código (ex.: TAR-0042)',
        params: z.object({ code: z.string().max(40, 'Tarefa não encontrada.') }),
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) => getTaskByCode(db, request.member, request.params.code),
  );

  app.get(
    '/tasks/:id',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Uma tarefa com o checklist',
        params: taskParams,
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) => getTask(db, request.member, request.params.id),
  );

  app.patch(
    '/tasks/:id',
    {
      preParsing: write,
      schema: {
        security,
        summary:
          'Alterar uma tarefa (mudança de status proibida responde 409; `version` desatualizada responde 409 com a tarefa atual em `current`)',
        params: taskParams,
        body: updateTaskBodySchema,
        response: { 200: taskDetailSchema, ...errors, 409: conflictErrorSchema(taskDetailSchema) },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const task = await withCurrentOnConflict(
        () => updateTask(ctx, member, params.id, body),
        () => getTask(db, member, params.id),
      );
      await publish(request, {
        type: 'updated',
        entity: flowEntities.task,
        id: task.id,
        data: task,
      });
      return task;
    },
  );

  app.post(
    '/tasks/:id/move',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Mover no kanban: coluna (status) e vizinhos; grava só esta tarefa',
        params: taskParams,
        body: moveTaskBodySchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => {
      const { status, ...placement } = request.body;
      const task = await moveTask(
        request.ctx,
        request.member,
        request.params.id,
        status,
        placement,
      );
      await publish(request, { type: 'moved', entity: flowEntities.task, id: task.id, data: task });
      return task;
    },
  );

  app.delete(
    '/tasks/:id',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Excluir uma tarefa',
        params: taskParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const row = await deleteTask(request.ctx, request.member, request.params.id);
      const deleted = { id: row.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: flowEntities.task,
        id: row.id,
        data: { ...deleted, listId: row.listId },
      });
      return deleted;
    },
  );
};
