import {
  createListBodySchema,
  deletedSchema,
  taskListSchema,
  taskListsSchema,
  updateListBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishFlow } from '../shared/events';
import { errors, listParams, requires, security, tags } from '../shared/route-kit';
import { createList, deleteList, getList, listLists, updateList } from './service';

/** `/api/app/flow/lists`: lists are structures (Criador+ creates, changes and deletes them). */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/lists',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Criar uma lista (sequência de códigos, campos, fórmulas)',
        body: createListBodySchema,
        response: { 201: taskListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = await createList(db, request.member, request.body);
      await publishFlow(app, request.member.workspaceId, [
        { type: 'created', entity: 'list', id: list.id, data: list },
      ]);
      return reply.status(201).send(list);
    },
  );

  app.get(
    '/lists/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
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
        tags,
        security,
        summary:
          'Alterar uma lista; uma fórmula inválida (sintaxe, variável, divisão por zero) responde 400 e nada é salvo',
        params: listParams,
        body: updateListBodySchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => {
      const list = await updateList(db, request.member, request.params.id, request.body);
      await publishFlow(app, request.member.workspaceId, [
        { type: 'updated', entity: 'list', id: list.id, data: list },
      ]);
      return list;
    },
  );

  app.delete(
    '/lists/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        tags,
        security,
        summary: 'Excluir uma lista e suas tarefas',
        params: listParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteList(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishFlow(app, request.member.workspaceId, [
        { type: 'deleted', entity: 'list', id: deleted.id, data: deleted },
      ]);
      return deleted;
    },
  );
};
