import {
  createMindMapsItemBodySchema,
  mindMapsEntity,
  mindMapsItemPageSchema,
  mindMapsItemSchema,
  mindMapsListQuerySchema,
  updateMindMapsItemBodySchema,
} from '@orbita/contracts/mind-maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentMindMapsItem, presentMindMapsItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/mind-space/mind-maps`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const mindMapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mind-maps',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: mindMapsListQuerySchema,
        response: { 200: mindMapsItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentMindMapsItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/mind-maps',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createMindMapsItemBodySchema,
        response: { 201: mindMapsItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentMindMapsItem(await createItem(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: mindMapsEntity, id: item.id, data: item });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/mind-maps/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: mindMapsItemSchema, ...errors },
      },
    },
    async (request) =>
      presentMindMapsItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/mind-maps/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updateMindMapsItemBodySchema,
        response: { 200: mindMapsItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentMindMapsItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, { type: 'updated', entity: mindMapsEntity, id: item.id, data: item });
      return item;
    },
  );

  app.delete(
    '/mind-maps/:id',
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
      await publish(request, { type: 'deleted', entity: mindMapsEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
