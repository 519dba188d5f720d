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
import { commitContext, inTransaction } from '../../../platform/db/transaction';
import {
  errors,
  gameParams,
  publishGamification,
  requires,
  security,
  storeItemParams,
  tags,
} from './route-kit';
import {
  buyStoreItem,
  createStoreItem,
  deleteStoreItem,
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
        tags,
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
        tags,
        security,
        summary: 'Criar um item da loja (preço em pontos e/ou recurso, estoque)',
        params: gameParams,
        body: createStoreItemBodySchema,
        response: { 201: storeItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await createStoreItem(db, request.member, request.params.id, request.body);
      await publishGamification(app, request.member.workspaceId, 'created', item.id, item);
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/store-items/:id',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Alterar um item da loja',
        params: storeItemParams,
        body: updateStoreItemBodySchema,
        response: { 200: storeItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await updateStoreItem(db, request.member, request.params.id, request.body);
      await publishGamification(app, request.member.workspaceId, 'updated', item.id, item);
      return item;
    },
  );

  app.delete(
    '/store-items/:id',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Excluir um item da loja (as compras ficam registradas)',
        params: storeItemParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteStoreItem(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishGamification(app, request.member.workspaceId, 'deleted', deleted.id, deleted);
      return deleted;
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
        tags,
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
        tags,
        security,
        summary: 'Comprar um item (participante): gasta o preço e entrega o item numa só transação',
        params: storeItemParams,
        response: { 201: buyResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { workspaceId, ...result } = await inTransaction(commitContext(app), (tx) =>
        buyStoreItem(tx, request.auth.userId, request.params.id),
      );
      await publishGamification(app, workspaceId, 'updated', result.item.id, result.item);
      return reply.status(201).send(result);
    },
  );
};
