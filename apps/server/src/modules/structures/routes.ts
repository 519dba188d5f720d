import {
  createStructuresItemBodySchema,
  structuresEntity,
  structuresItemPageSchema,
  structuresItemSchema,
  structuresListQuerySchema,
  updateStructuresItemBodySchema,
} from '@orbita/contracts/structures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentStructuresItem, presentStructuresItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/fabrica/structures`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const structuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/structures',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: structuresListQuerySchema,
        response: { 200: structuresItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentStructuresItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/structures',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createStructuresItemBodySchema,
        response: { 201: structuresItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentStructuresItem(
        await createItem(request.ctx, request.member, request.body),
      );
      await publish(request, {
        type: 'created',
        entity: structuresEntity,
        id: item.id,
        data: item,
      });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/structures/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: structuresItemSchema, ...errors },
      },
    },
    async (request) =>
      presentStructuresItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/structures/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updateStructuresItemBodySchema,
        response: { 200: structuresItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentStructuresItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, {
        type: 'updated',
        entity: structuresEntity,
        id: item.id,
        data: item,
      });
      return item;
    },
  );

  app.delete(
    '/structures/:id',
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
      await publish(request, { type: 'deleted', entity: structuresEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
