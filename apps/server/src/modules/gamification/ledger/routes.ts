import {
  checkInListQuerySchema,
  checkInListSchema,
  checkInSchema,
  createCheckInBodySchema,
  itemEffectPreviewSchema,
  playerSchema,
  rankingQuerySchema,
  rankingSchema,
  teamRankingSchema,
  useItemResultSchema,
  useResourceBodySchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../../platform/db/transaction';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { checkInParams, gameParams, inventoryParams, missionParams } from '../params';
import { readableGame } from './access';
import { createCheckIn, decideCheckIn, listCheckIns } from './check-ins';
import { getPlayer } from './player';
import { ranking, teamRanking } from './rankings';
import { habitRoutes } from '../habits/routes';
import { itemRequestRoutes, playerItemRequestRoutes } from './item-requests-routes';
import { previewItem, useItem } from './use-item';

/**
 * The ledger's routes under `/api/app/gamificacao`: the player, rankings and check-ins.
 * Playing needs no role in the game's workspace (a player may be a participant only);
 * deciding check-ins needs Editor+ there.
 */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (player) => {
    player.addHook('onRequest', app.authenticate);
    await player.register(playerRoutes);
  });
  await app.register(async (member) => {
    member.addHook('onRequest', app.requireMember);
    await member.register(checkInDecisionRoutes);
  });
  await app.register(habitRoutes);
  await app.register(itemRequestRoutes);
  await app.register(playerItemRequestRoutes);
};

/** Player routes: any signed-in person (a player may belong to no workspace of the game). */
const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/player',
    {
      schema: {
        security,
        summary: 'O jogador: pontos, nível, sequência, inventário, troféus e missões',
        response: { 200: playerSchema, ...errors },
      },
    },
    async (request) => getPlayer(db, request.auth.userId),
  );

  app.post(
    '/player/inventory/:resourceId/use',
    {
      schema: {
        security,
        summary:
          'Usar unidades de um recurso utilizável do inventário: consome e aplica o efeito definido por quem o criou, numa transação',
        params: inventoryParams,
        body: useResourceBodySchema,
        response: { 200: useItemResultSchema, ...errors },
      },
    },
    async (request) =>
      transaction(request.ctx, (tx) =>
        useItem(tx, request.auth.userId, request.params.resourceId, request.body.quantity),
      ),
  );

  app.get(
    '/player/inventory/:resourceId/effect',
    {
      schema: {
        security,
        summary: 'O que "Usar" faz com um recurso do inventário (descrição em pt-BR)',
        params: inventoryParams,
        response: { 200: itemEffectPreviewSchema, ...errors },
      },
    },
    async (request) => previewItem(db, request.auth.userId, request.params.resourceId),
  );

  app.get(
    '/games/:id/ranking',
    {
      schema: {
        security,
        summary:
          'Ranking por pontos no período (dia, semana, quinzena em São Paulo ou todo o período): top N e a posição de quem pede',
        params: gameParams,
        querystring: rankingQuerySchema,
        response: { 200: rankingSchema, ...errors },
      },
    },
    async (request) => {
      const game = await readableGame(db, request.auth.userId, request.params.id);
      return ranking(
        db,
        game,
        request.auth.userId,
        request.query.period ?? game.rankingPeriod,
        request.query.limit,
      );
    },
  );

  app.get(
    '/games/:id/ranking/teams',
    {
      schema: {
        security,
        summary: 'Ranking das equipes: soma dos pontos dos participantes de cada equipe no período',
        params: gameParams,
        querystring: rankingQuerySchema,
        response: { 200: teamRankingSchema, ...errors },
      },
    },
    async (request) => {
      const game = await readableGame(db, request.auth.userId, request.params.id);
      return teamRanking(db, game, request.query.period ?? game.rankingPeriod, request.query.limit);
    },
  );

  app.post(
    '/missions/:id/check-ins',
    {
      schema: {
        security,
        summary: 'Check-in manual numa missão (participante); aguarda aprovação',
        params: missionParams,
        body: createCheckInBodySchema,
        response: { 201: checkInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const checkIn = await transaction(request.ctx, (tx) =>
        createCheckIn(tx, request.auth.userId, request.params.id, request.body.note),
      );
      return reply.code(201).send(checkIn);
    },
  );
};

/** Check-in review: Editor+ of the game's workspace (the current workspace). */
const checkInDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const editor = requires('content.write');

  app.get(
    '/games/:id/check-ins',
    {
      preParsing: editor,
      schema: {
        security,
        summary: 'Check-ins de uma gamificação (Editor ou acima)',
        params: gameParams,
        querystring: checkInListQuerySchema,
        response: { 200: checkInListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listCheckIns(db, request.member, request.params.id, request.query.status),
    }),
  );

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/check-ins/:id/${action}`,
      {
        preParsing: editor,
        schema: {
          security,
          summary:
            decision === 'approved'
              ? 'Aprovar um check-in (conta um na missão)'
              : 'Recusar um check-in',
          params: checkInParams,
          response: { 200: checkInSchema, ...errors },
        },
      },
      async (request) =>
        transaction(request.ctx, (tx) =>
          decideCheckIn(tx, request.member, request.params.id, decision),
        ),
    );
  }
};
