import {
  itemRequestListQuerySchema,
  itemRequestListSchema,
  itemRequestSchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../../platform/db/transaction';
import { errors, idParams, requires, security } from '../../../platform/http/route-kit';
import { decideItemRequest, listItemRequests, listMyItemRequests } from './item-requests';

const requestParams = idParams('Pedido não encontrado.');

/**
 * `/api/app/gamificacao/item-requests`: free-text item effects the players asked in the
 * current workspace, honoured or declined by an Editor+ (like check-ins).
 */
export const itemRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);
  const { db } = app.database;
  const editor = requires('content.write');

  app.get(
    '/item-requests',
    {
      preParsing: editor,
      schema: {
        security,
        summary: 'Pedidos de efeito livre de itens usados (Editor ou acima)',
        querystring: itemRequestListQuerySchema,
        response: { 200: itemRequestListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listItemRequests(db, request.member, request.query.status),
    }),
  );

  for (const [action, status] of [
    ['honour', 'honoured'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/item-requests/:id/${action}`,
      {
        preParsing: editor,
        schema: {
          security,
          summary: status === 'honoured' ? 'Marcar um pedido como atendido' : 'Recusar um pedido',
          params: requestParams,
          response: { 200: itemRequestSchema, ...errors },
        },
      },
      async (request) =>
        transaction(request.ctx, (tx) =>
          decideItemRequest(tx, request.member, request.params.id, status),
        ),
    );
  }
};

/** `/api/app/gamificacao/player/item-requests`: the signed-in player's own requests (any signed-in person). */
export const playerItemRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = app.database;
  app.get(
    '/player/item-requests',
    {
      schema: {
        security,
        summary: 'Meus pedidos de efeito livre (de itens que usei) e o que quem criou decidiu',
        response: { 200: itemRequestListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listMyItemRequests(db, request.auth.userId) }),
  );
};
