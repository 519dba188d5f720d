import {
  cardDetailSchema,
  conflictErrorSchema,
  cardListQuerySchema,
  cardPageSchema,
  cardSchema,
  createCardBodySchema,
  deletedSchema,
  flowEntities,
  moveCardBodySchema,
  updateCardBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { cardParams, processParams } from '../params';
import { createCard, deleteCard, getCard, listCards, moveCard, updateCard } from './cards';

/** `/api/app/flow/processes/:id/cards` and `/cards/...`: cards are content (Editor+ writes). */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const write = requires('content.write');

  app.get(
    '/processes/:id/cards',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Cartões de um processo (de uma etapa, ou todos por etapa), paginação por cursor',
        params: processParams,
        querystring: cardListQuerySchema,
        response: { 200: cardPageSchema, ...errors },
      },
    },
    async (request) => listCards(db, request.member, request.params.id, request.query),
  );

  app.post(
    '/processes/:id/cards',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Criar um cartão (na primeira etapa, se não disser outra)',
        params: processParams,
        body: createCardBodySchema,
        response: { 201: cardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const card = await createCard(request.ctx, request.member, request.params.id, request.body);
      await publish(request, {
        type: 'created',
        entity: flowEntities.card,
        id: card.id,
        data: card,
      });
      return reply.status(201).send(card);
    },
  );

  app.get(
    '/cards/:id',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Um cartão com o histórico de etapas e o tempo em cada uma',
        params: cardParams,
        response: { 200: cardDetailSchema, ...errors },
      },
    },
    async (request) => getCard(db, request.member, request.params.id),
  );

  app.patch(
    '/cards/:id',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Alterar título e descrição (`version` desatualizada: 409 com o cartão atual)',
        params: cardParams,
        body: updateCardBodySchema,
        response: { 200: cardSchema, ...errors, 409: conflictErrorSchema(cardSchema) },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const card = await withCurrentOnConflict(
        () => updateCard(ctx, member, params.id, body),
        () => getCard(db, member, params.id),
      );
      await publish(request, {
        type: 'updated',
        entity: flowEntities.card,
        id: card.id,
        data: card,
      });
      return card;
    },
  );

  app.post(
    '/cards/:id/move',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Mover para uma etapa e posição (etapa no limite WIP responde 409)',
        params: cardParams,
        body: moveCardBodySchema,
        response: { 200: cardSchema, ...errors },
      },
    },
    async (request) => {
      const { stageId, ...placement } = request.body;
      const card = await moveCard(
        request.ctx,
        request.member,
        request.params.id,
        stageId,
        placement,
      );
      await publish(request, { type: 'moved', entity: flowEntities.card, id: card.id, data: card });
      return card;
    },
  );

  app.delete(
    '/cards/:id',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Excluir um cartão',
        params: cardParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const row = await deleteCard(request.ctx, request.member, request.params.id);
      const deleted = { id: row.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: flowEntities.card,
        id: row.id,
        data: { ...deleted, processId: row.processId },
      });
      return deleted;
    },
  );
};
