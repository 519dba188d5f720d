import {
  createPagesItemBodySchema,
  pagesEntity,
  pagesItemPageSchema,
  pagesItemSchema,
  pagesListQuerySchema,
  updatePagesItemBodySchema,
} from '@orbita/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentPagesItem, presentPagesItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/produto/pages`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: pagesListQuerySchema,
        response: { 200: pagesItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentPagesItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/pages',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createPagesItemBodySchema,
        response: { 201: pagesItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentPagesItem(await createItem(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: pagesEntity, id: item.id, data: item });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/pages/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: pagesItemSchema, ...errors },
      },
    },
    async (request) =>
      presentPagesItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/pages/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updatePagesItemBodySchema,
        response: { 200: pagesItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentPagesItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, { type: 'updated', entity: pagesEntity, id: item.id, data: item });
      return item;
    },
  );

  app.delete(
    '/pages/:id',
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
      await publish(request, { type: 'deleted', entity: pagesEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
