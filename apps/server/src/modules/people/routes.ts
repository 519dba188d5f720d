import {
  createPeopleItemBodySchema,
  peopleEntity,
  peopleItemPageSchema,
  peopleItemSchema,
  peopleListQuerySchema,
  updatePeopleItemBodySchema,
} from '@orbita/contracts/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentPeopleItem, presentPeopleItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/pessoa/people`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/people',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: peopleListQuerySchema,
        response: { 200: peopleItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentPeopleItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/people',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createPeopleItemBodySchema,
        response: { 201: peopleItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentPeopleItem(await createItem(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: peopleEntity, id: item.id, data: item });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/people/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: peopleItemSchema, ...errors },
      },
    },
    async (request) =>
      presentPeopleItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/people/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updatePeopleItemBodySchema,
        response: { 200: peopleItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentPeopleItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, { type: 'updated', entity: peopleEntity, id: item.id, data: item });
      return item;
    },
  );

  app.delete(
    '/people/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir um item',
        params: itemParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteItem(request.ctx, request.member, id);
      await publish(request, { type: 'deleted', entity: peopleEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
