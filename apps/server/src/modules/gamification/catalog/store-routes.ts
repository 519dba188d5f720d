import { conflictErrorSchema } from '@orbita/contracts';
import {
  buyResultSchema,
  createStoreItemBodySchema,
  gamDeletedSchema,
  gamPageQuerySchema,
  storeItemSchema,
  storeItemsSchema,
  storePurchasesPageSchema,
  updateStoreItemBodySchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { gameParams, storeItemParams } from '../params';
import {
  buyStoreItem,
  createStoreItem,
  deleteStoreItem,
  getStoreItem,
  listPurchases,
  listStoreItems,
  updateStoreItem,
} from './store-service';

/** Store items are structures of the game: Criador+ changes them (member routes). */
export const storeManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const manage = requires('structure.manage');

  app.get(
    '/games/:id/store-purchases',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Compras na loja (mais recentes primeiro, paginado)',
        params: gameParams,
        querystring: gamPageQuerySchema,
        response: { 200: storePurchasesPageSchema, ...errors },
      },
    },
    async (request) => listPurchases(db, request.member, request.params.id, request.query),
  );

  app.post(
    '/games/:id/store-items',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Criar um item da loja (preço em pontos e/ou recurso, estoque)',
        params: gameParams,
        body: createStoreItemBodySchema,
        response: { 201: storeItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await createStoreItem(
        request.ctx,
        request.member,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/store-items/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Alterar um item da loja',
        params: storeItemParams,
        body: updateStoreItemBodySchema,
        response: { 200: storeItemSchema, ...errors, 409: conflictErrorSchema(storeItemSchema) },
      },
    },
    async (request) =>
      withCurrentOnConflict(
        () => updateStoreItem(request.ctx, request.member, request.params.id, request.body),
        () => getStoreItem(db, request.member, request.params.id),
      ),
  );

  app.delete(
    '/store-items/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Excluir um item da loja (as compras ficam registradas)',
        params: storeItemParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteStoreItem(request.ctx, request.member, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};

/**
 * Routes of a person acting as a player (signed in; no membership of the game's workspace
 * needed): the store is read by members and participants, and bought from by participants.
 */
export const storePlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/games/:id/store-items',
    {
      schema: {
        security,
        summary: 'Itens da loja (membros da conta e participantes)',
        params: gameParams,
        response: { 200: storeItemsSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listStoreItems(db, request.auth.userId, request.params.id),
    }),
  );

  app.post(
    '/store-items/:id/buy',
    {
      schema: {
        security,
        summary: 'Comprar um item (participante): gasta o preço e entrega o item numa só transação',
        params: storeItemParams,
        response: { 201: buyResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await buyStoreItem(request.ctx, request.auth.userId, request.params.id);
      return reply.status(201).send(result);
    },
  );
};
