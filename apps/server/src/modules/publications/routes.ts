import {
  createPublicationsItemBodySchema,
  publicationsEntity,
  publicationsItemPageSchema,
  publicationsItemSchema,
  publicationsListQuerySchema,
  updatePublicationsItemBodySchema,
} from '@orbita/contracts/publications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentPublicationsItem, presentPublicationsItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/universo/publications`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const publicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/publications',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: publicationsListQuerySchema,
        response: { 200: publicationsItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentPublicationsItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/publications',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createPublicationsItemBodySchema,
        response: { 201: publicationsItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentPublicationsItem(
        await createItem(request.ctx, request.member, request.body),
      );
      await publish(request, {
        type: 'created',
        entity: publicationsEntity,
        id: item.id,
        data: item,
      });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/publications/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: publicationsItemSchema, ...errors },
      },
    },
    async (request) =>
      presentPublicationsItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/publications/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updatePublicationsItemBodySchema,
        response: { 200: publicationsItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentPublicationsItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, {
        type: 'updated',
        entity: publicationsEntity,
        id: item.id,
        data: item,
      });
      return item;
    },
  );

  app.delete(
    '/publications/:id',
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
      await publish(request, { type: 'deleted', entity: publicationsEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
