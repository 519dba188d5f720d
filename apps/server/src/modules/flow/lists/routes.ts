import {
  conflictErrorSchema,
  createListBodySchema,
  deletedSchema,
  flowEntities,
  taskListSchema,
  taskListsSchema,
  updateListBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { listParams } from '../params';
import { createList, deleteList, getList, listLists, updateList } from './service';

/** `/api/app/flow/lists`: lists are structures (Criador+ creates, changes and deletes them). */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/lists',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Listas da conta, com contagem de tarefas por status',
        response: { 200: taskListsSchema, ...errors },
      },
    },
    async (request) => ({ items: await listLists(db, request.member) }),
  );

  app.post(
    '/lists',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Criar uma lista (sequência de códigos, campos, fórmulas)',
        body: createListBodySchema,
        response: { 201: taskListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = await createList(request.ctx, request.member, request.body);
      await publish(request, {
        type: 'created',
        entity: flowEntities.list,
        id: list.id,
        data: list,
      });
      return reply.status(201).send(list);
    },
  );

  app.get(
    '/lists/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma lista',
        params: listParams,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => getList(db, request.member, request.params.id),
  );

  app.patch(
    '/lists/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Alterar uma lista; uma fórmula inválida (sintaxe, variável, divisão por zero) responde 400 e nada é salvo; `version` desatualizada: 409 com a lista atual',
        params: listParams,
        body: updateListBodySchema,
        response: { 200: taskListSchema, ...errors, 409: conflictErrorSchema(taskListSchema) },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const list = await withCurrentOnConflict(
        () => updateList(ctx, member, params.id, body),
        () => getList(db, member, params.id),
      );
      await publish(request, {
        type: 'updated',
        entity: flowEntities.list,
        id: list.id,
        data: list,
      });
      return list;
    },
  );

  app.delete(
    '/lists/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir uma lista e suas tarefas',
        params: listParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteList(request.ctx, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: flowEntities.list,
        id: deleted.id,
        data: deleted,
      });
      return deleted;
    },
  );
};
