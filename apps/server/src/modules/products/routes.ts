import {
  createProductsItemBodySchema,
  productsEntity,
  productsItemPageSchema,
  productsItemSchema,
  productsListQuerySchema,
  updateProductsItemBodySchema,
} from '@orbita/contracts/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentProductsItem, presentProductsItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/produto/products`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: productsListQuerySchema,
        response: { 200: productsItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentProductsItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/products',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createProductsItemBodySchema,
        response: { 201: productsItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentProductsItem(await createItem(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: productsEntity, id: item.id, data: item });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/products/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: productsItemSchema, ...errors },
      },
    },
    async (request) =>
      presentProductsItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/products/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updateProductsItemBodySchema,
        response: { 200: productsItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentProductsItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, { type: 'updated', entity: productsEntity, id: item.id, data: item });
      return item;
    },
  );

  app.delete(
    '/products/:id',
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
      await publish(request, { type: 'deleted', entity: productsEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
