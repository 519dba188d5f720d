import {
  create{{Pascal}}ItemBodySchema,
  {{camel}}Entity,
  {{camel}}ItemPageSchema,
  {{camel}}ItemSchema,
  {{camel}}ListQuerySchema,
  update{{Pascal}}ItemBodySchema,
} from '@orbita/contracts/{{name}}';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { present{{Pascal}}Item, present{{Pascal}}ItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `{{apiBase}}`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const {{camel}}Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/{{name}}',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: {{camel}}ListQuerySchema,
        response: { 200: {{camel}}ItemPageSchema, ...errors },
      },
    },
    async (request) =>
      present{{Pascal}}ItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/{{name}}',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: create{{Pascal}}ItemBodySchema,
        response: { 201: {{camel}}ItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = present{{Pascal}}Item(await createItem(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: {{camel}}Entity, id: item.id, data: item });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/{{name}}/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: {{camel}}ItemSchema, ...errors },
      },
    },
    async (request) =>
      present{{Pascal}}Item(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/{{name}}/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: update{{Pascal}}ItemBodySchema,
        response: { 200: {{camel}}ItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = present{{Pascal}}Item(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, { type: 'updated', entity: {{camel}}Entity, id: item.id, data: item });
      return item;
    },
  );

  app.delete(
    '/{{name}}/:id',
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
      await publish(request, { type: 'deleted', entity: {{camel}}Entity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
