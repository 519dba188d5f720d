import {
  conflictErrorSchema,
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
  flowEntities,
  type InboxItem,
  type ItemTransition,
  type RealtimeChange,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish, type Change } from '../../../platform/realtime/publish';
import { itemParams } from '../params';
import { processItem } from './process';
import { captureItemOnce, deleteItem, getItem, listItems, updateItem } from './service';
import { inboxSummary } from './summary';
import { bulkTransition, transitionItem } from './transitions';

const itemChange = (type: RealtimeChange, item: InboxItem): Change => ({
  type,
  entity: flowEntities.item,
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
        security,
        summary:
          'Coletar um item (lê atalhos: "amanhã 18h", "sexta", "dia 10", #etiqueta, !alta, ~G)',
        body: createItemBodySchema,
        response: { 201: itemSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A replayed idempotency key answers the first item again, as it was answered then.
      const { item, replayed } = await captureItemOnce(request.ctx, request.member, request.body);
      if (!replayed) await publish(request, itemChange('created', item));
      return reply.status(201).send(item);
    },
  );

  app.post(
    '/items/bulk',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Separar, cancelar ou arquivar vários itens (tudo ou nada)',
        body: bulkItemsBodySchema,
        response: { 200: bulkItemsResultSchema, ...errors },
      },
    },
    async (request) => {
      const items = await bulkTransition(
        request.ctx,
        request.member,
        request.body.ids,
        request.body.action,
      );
      await publish(request, ...items.map((item) => itemChange('updated', item)));
      return { items };
    },
  );

  app.get(
    '/items/:id',
    {
      preParsing: read,
      schema: {
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
        security,
        summary:
          'Organizar: texto, prazo, prioridade, tamanho, etiquetas, algum dia (`version` desatualizada: 409 com o item atual)',
        params: itemParams,
        body: updateItemBodySchema,
        response: { 200: itemSchema, ...errors, 409: conflictErrorSchema(itemSchema) },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const item = await withCurrentOnConflict(
        () => updateItem(ctx, member, params.id, body),
        () => getItem(db, member, params.id),
      );
      await publish(request, itemChange('updated', item));
      return item;
    },
  );

  app.delete(
    '/items/:id',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Excluir um item',
        params: itemParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteItem(request.ctx, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: flowEntities.item,
        id: deleted.id,
        data: deleted,
      });
      return deleted;
    },
  );

  for (const transition of ['separate', 'cancel', 'archive', 'restore'] as const) {
    app.post(
      `/items/:id/${transition}`,
      {
        preParsing: write,
        schema: {
          security,
          summary: transitionSummaries[transition],
          params: itemParams,
          response: { 200: itemSchema, ...errors },
        },
      },
      async (request) => {
        const item = await transitionItem(
          request.ctx,
          request.member,
          request.params.id,
          transition,
        );
        await publish(request, itemChange('updated', item));
        return item;
      },
    );
  }

  app.post(
    '/items/:id/process',
    {
      preParsing: write,
      schema: {
        security,
        summary:
          'Processar um item: fazer agora, próxima ação, agendar, delegar, enviar a um processo, algum dia, referência ou lixo',
        params: itemParams,
        body: processItemBodySchema,
        response: { 200: processItemResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await processItem(
        request.ctx,
        request.member,
        request.params.id,
        request.body,
      );
      const changes: Change[] = [itemChange('updated', result.item)];
      if (result.task)
        changes.push({
          type: 'created',
          entity: flowEntities.task,
          id: result.task.id,
          data: result.task,
        });
      if (result.card)
        changes.push({
          type: 'created',
          entity: flowEntities.card,
          id: result.card.id,
          data: result.card,
        });
      await publish(request, ...changes);
      return result;
    },
  );
};
