import {
  createHubsItemBodySchema,
  hubsEntity,
  hubsItemPageSchema,
  hubsItemSchema,
  hubsListQuerySchema,
  updateHubsItemBodySchema,
} from '@orbita/contracts/hubs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentHubsItem, presentHubsItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/fabrica/hubs`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const hubsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hubs',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: hubsListQuerySchema,
        response: { 200: hubsItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentHubsItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/hubs',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createHubsItemBodySchema,
        response: { 201: hubsItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentHubsItem(await createItem(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: hubsEntity, id: item.id, data: item });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/hubs/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: hubsItemSchema, ...errors },
      },
    },
    async (request) =>
      presentHubsItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/hubs/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updateHubsItemBodySchema,
        response: { 200: hubsItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentHubsItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, { type: 'updated', entity: hubsEntity, id: item.id, data: item });
      return item;
    },
  );

  app.delete(
    '/hubs/:id',
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
      await publish(request, { type: 'deleted', entity: hubsEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
