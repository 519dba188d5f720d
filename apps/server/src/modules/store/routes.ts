import {
  createStoreItemBodySchema,
  storeEntity,
  storeItemPageSchema,
  storeItemSchema,
  storeListQuerySchema,
  updateStoreItemBodySchema,
} from '@orbita/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentStoreItem, presentStoreItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/produto/store`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: storeListQuerySchema,
        response: { 200: storeItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentStoreItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/store',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createStoreItemBodySchema,
        response: { 201: storeItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentStoreItem(await createItem(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: storeEntity, id: item.id, data: item });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/store/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: storeItemSchema, ...errors },
      },
    },
    async (request) =>
      presentStoreItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/store/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updateStoreItemBodySchema,
        response: { 200: storeItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentStoreItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, { type: 'updated', entity: storeEntity, id: item.id, data: item });
      return item;
    },
  );

  app.delete(
    '/store/:id',
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
      await publish(request, { type: 'deleted', entity: storeEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
