import {
  createCodexItemBodySchema,
  codexEntity,
  codexItemPageSchema,
  codexItemSchema,
  codexListQuerySchema,
  updateCodexItemBodySchema,
} from '@orbita/contracts/codex';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentCodexItem, presentCodexItemPage } from './presenter';
import { createItem, deleteItem, getItem, itemNotFound, listItems, updateItem } from './service';

const itemParams = idParams(itemNotFound);

/**
 * `/api/app/codex/codex`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const codexRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/codex',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Itens, do mais novo ao mais antigo',
        querystring: codexListQuerySchema,
        response: { 200: codexItemPageSchema, ...errors },
      },
    },
    async (request) =>
      presentCodexItemPage(await listItems(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/codex',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um item',
        body: createCodexItemBodySchema,
        response: { 201: codexItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentCodexItem(await createItem(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: codexEntity, id: item.id, data: item });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/codex/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: codexItemSchema, ...errors },
      },
    },
    async (request) =>
      presentCodexItem(await getItem(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/codex/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um item',
        params: itemParams,
        body: updateCodexItemBodySchema,
        response: { 200: codexItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = presentCodexItem(
        await updateItem(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, { type: 'updated', entity: codexEntity, id: item.id, data: item });
      return item;
    },
  );

  app.delete(
    '/codex/:id',
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
      await publish(request, { type: 'deleted', entity: codexEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
