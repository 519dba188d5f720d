import {
  bulkItemsBodySchema,
  bulkItemsResultSchema,
  createItemBodySchema,
  deletedSchema,
  inboxSummarySchema,
  itemListQuerySchema,
  itemPageSchema,
  itemSchema,
  processItemBodySchema,
  processItemResultSchema,
  updateItemBodySchema,
  type InboxItem,
  type ItemTransition,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishFlow, type FlowEvent } from '../shared/events';
import { errors, itemParams, requires, security, tags } from '../shared/route-kit';
import { processItem } from './process';
import { captureItem, deleteItem, getItem, listItems, updateItem } from './service';
import { inboxSummary } from './summary';
import { bulkTransition, transitionItem } from './transitions';

const itemEvent = (type: FlowEvent['type'], item: InboxItem): FlowEvent => ({
  type,
  entity: 'item',
  id: item.id,
  data: item,
});

const transitionSummaries: Record<ItemTransition, string> = {
  separate: 'Separar (coletado → separado)',
  cancel: 'Cancelar (coletado ou separado → cancelado)',
  archive: 'Arquivar (coletado ou separado → arquivado)',
  restore: 'Devolver à caixa de entrada (cancelado ou arquivado → coletado)',
};

/** `/api/app/flow/items` and `/inbox/summary`: the GTD inbox. Items are content (Editor+ writes). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const write = requires('content.write');

  app.get(
    '/items',
    {
      preParsing: read,
      schema: {
        tags,
        security,
        summary:
          'Itens da caixa de entrada: urgentes primeiro, depois os mais antigos (paginação por cursor)',
        querystring: itemListQuerySchema,
        response: { 200: itemPageSchema, ...errors },
      },
    },
    async (request) => listItems(db, request.member, request.query),
  );

  app.get(
    '/inbox/summary',
    {
      preParsing: read,
      schema: {
        tags,
        security,
        summary: 'Resumo: contagem por etapa, urgentes e se a revisão semanal está pendente',
        response: { 200: inboxSummarySchema, ...errors },
      },
    },
    async (request) => inboxSummary(db, request.member),
  );

  app.post(
    '/items',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary:
          'Coletar um item (lê atalhos: "amanhã 18h", "sexta", "dia 10", #etiqueta, !alta, ~G)',
        body: createItemBodySchema,
        response: { 201: itemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await captureItem(db, request.member, request.body);
      await publishFlow(app, request.member.workspaceId, [itemEvent('created', item)]);
      return reply.status(201).send(item);
    },
  );

  app.post(
    '/items/bulk',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Separar, cancelar ou arquivar vários itens (tudo ou nada)',
        body: bulkItemsBodySchema,
        response: { 200: bulkItemsResultSchema, ...errors },
      },
    },
    async (request) => {
      const items = await bulkTransition(db, request.member, request.body.ids, request.body.action);
      await publishFlow(
        app,
        request.member.workspaceId,
        items.map((item) => itemEvent('updated', item)),
      );
      return { items };
    },
  );

  app.get(
    '/items/:id',
    {
      preParsing: read,
      schema: {
        tags,
        security,
        summary: 'Um item',
        params: itemParams,
        response: { 200: itemSchema, ...errors },
      },
    },
    async (request) => getItem(db, request.member, request.params.id),
  );

  app.patch(
    '/items/:id',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Organizar: texto, prazo, prioridade, tamanho, etiquetas, algum dia',
        params: itemParams,
        body: updateItemBodySchema,
        response: { 200: itemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await updateItem(db, request.member, request.params.id, request.body);
      await publishFlow(app, request.member.workspaceId, [itemEvent('updated', item)]);
      return item;
    },
  );

  app.delete(
    '/items/:id',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Excluir um item',
        params: itemParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteItem(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishFlow(app, request.member.workspaceId, [
        { type: 'deleted', entity: 'item', id: deleted.id, data: deleted },
      ]);
      return deleted;
    },
  );

  for (const transition of ['separate', 'cancel', 'archive', 'restore'] as const) {
    app.post(
      `/items/:id/${transition}`,
      {
        preParsing: write,
        schema: {
          tags,
          security,
          summary: transitionSummaries[transition],
          params: itemParams,
          response: { 200: itemSchema, ...errors },
        },
      },
      async (request) => {
        const item = await transitionItem(db, request.member, request.params.id, transition);
        await publishFlow(app, request.member.workspaceId, [itemEvent('updated', item)]);
        return item;
      },
    );
  }

  app.post(
    '/items/:id/process',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary:
          'Processar um item: fazer agora, próxima ação, agendar, delegar, enviar a um processo, algum dia, referência ou lixo',
        params: itemParams,
        body: processItemBodySchema,
        response: { 200: processItemResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await processItem(db, request.member, request.params.id, request.body);
      const events: FlowEvent[] = [itemEvent('updated', result.item)];
      if (result.task)
        events.push({ type: 'created', entity: 'task', id: result.task.id, data: result.task });
      if (result.card)
        events.push({ type: 'created', entity: 'card', id: result.card.id, data: result.card });
      await publishFlow(app, request.member.workspaceId, events);
      return result;
    },
  );
};
