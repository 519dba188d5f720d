import {
  cardDetailSchema,
  cardListQuerySchema,
  cardPageSchema,
  cardSchema,
  createCardBodySchema,
  deletedSchema,
  moveCardBodySchema,
  updateCardBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishFlow } from '../shared/events';
import { cardParams, errors, processParams, requires, security, tags } from '../shared/route-kit';
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
        tags,
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
        tags,
        security,
        summary: 'Criar um cartão (na primeira etapa, se não disser outra)',
        params: processParams,
        body: createCardBodySchema,
        response: { 201: cardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const card = await createCard(db, request.member, request.params.id, request.body);
      await publishFlow(app, request.member.workspaceId, [
        { type: 'created', entity: 'card', id: card.id, data: card },
      ]);
      return reply.status(201).send(card);
    },
  );

  app.get(
    '/cards/:id',
    {
      preParsing: read,
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Alterar título e descrição',
        params: cardParams,
        body: updateCardBodySchema,
        response: { 200: cardSchema, ...errors },
      },
    },
    async (request) => {
      const card = await updateCard(db, request.member, request.params.id, request.body);
      await publishFlow(app, request.member.workspaceId, [
        { type: 'updated', entity: 'card', id: card.id, data: card },
      ]);
      return card;
    },
  );

  app.post(
    '/cards/:id/move',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Mover para uma etapa e posição (etapa no limite WIP responde 409)',
        params: cardParams,
        body: moveCardBodySchema,
        response: { 200: cardSchema, ...errors },
      },
    },
    async (request) => {
      const { stageId, ...placement } = request.body;
      const card = await moveCard(db, request.member, request.params.id, stageId, placement);
      await publishFlow(app, request.member.workspaceId, [
        { type: 'moved', entity: 'card', id: card.id, data: card },
      ]);
      return card;
    },
  );

  app.delete(
    '/cards/:id',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Excluir um cartão',
        params: cardParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const row = await deleteCard(db, request.member, request.params.id);
      const deleted = { id: row.id, deleted: true as const };
      await publishFlow(app, request.member.workspaceId, [
        {
          type: 'deleted',
          entity: 'card',
          id: row.id,
          data: { ...deleted, processId: row.processId },
        },
      ]);
      return deleted;
    },
  );
};
