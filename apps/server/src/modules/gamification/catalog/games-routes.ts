import { conflictErrorSchema } from '@orbita/contracts';
import {
  createGameBodySchema,
  createTrophyBodySchema,
  gamDeletedSchema,
  gameSchema,
  gamesPageSchema,
  gamesQuerySchema,
  gamPageQuerySchema,
  levelsSchema,
  participantsPageSchema,
  replaceLevelsBodySchema,
  trophiesSchema,
  trophySchema,
  updateGameBodySchema,
  updateTrophyBodySchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGame, deleteGame, getGame, listGames, updateGame } from './games-service';
import {
  createTrophy,
  deleteTrophy,
  getTrophy,
  listLevels,
  listParticipants,
  listTrophies,
  replaceLevels,
  updateTrophy,
} from './levels-trophies-service';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { gameParams, trophyParams } from '../params';

/** `/api/app/gamificacao/games/...`: games, their levels, trophies and participants. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const manage = requires('structure.manage');

  app.get(
    '/games',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Gamificações da conta (mais novas primeiro, paginado)',
        querystring: gamesQuerySchema,
        response: { 200: gamesPageSchema, ...errors },
      },
    },
    async (request) => listGames(db, request.member, request.query),
  );

  app.post(
    '/games',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Criar uma gamificação (o código público é gerado)',
        body: createGameBodySchema,
        response: { 201: gameSchema, ...errors },
      },
    },
    async (request, reply) => {
      const game = await createGame(request.ctx, request.member, request.body);
      return reply.status(201).send(game);
    },
  );

  app.get(
    '/games/:id',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Uma gamificação',
        params: gameParams,
        response: { 200: gameSchema, ...errors },
      },
    },
    async (request) => getGame(db, request.member, request.params.id),
  );

  app.patch(
    '/games/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Alterar uma gamificação (também o código, único em todo o Orbita)',
        params: gameParams,
        body: updateGameBodySchema,
        response: { 200: gameSchema, ...errors, 409: conflictErrorSchema(gameSchema) },
      },
    },
    async (request) =>
      withCurrentOnConflict(
        () => updateGame(request.ctx, request.member, request.params.id, request.body),
        () => getGame(db, request.member, request.params.id),
      ),
  );

  app.delete(
    '/games/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Excluir uma gamificação',
        params: gameParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteGame(request.ctx, request.member, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.get(
    '/games/:id/levels',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Níveis da gamificação (XP = pontos de todo o período)',
        params: gameParams,
        response: { 200: levelsSchema, ...errors },
      },
    },
    async (request) => listLevels(db, request.member, request.params.id),
  );

  app.put(
    '/games/:id/levels',
    {
      preParsing: manage,
      schema: {
        security,
        summary:
          'Substituir os níveis (XP estritamente crescente; `version`: a da escada de níveis lida)',
        params: gameParams,
        body: replaceLevelsBodySchema,
        response: { 200: levelsSchema, ...errors, 409: conflictErrorSchema(levelsSchema) },
      },
    },
    async (request) =>
      withCurrentOnConflict(
        () => replaceLevels(request.ctx, request.member, request.params.id, request.body),
        () => listLevels(db, request.member, request.params.id),
      ),
  );

  app.get(
    '/games/:id/trophies',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Troféus da gamificação',
        params: gameParams,
        response: { 200: trophiesSchema, ...errors },
      },
    },
    async (request) => ({ items: await listTrophies(db, request.member, request.params.id) }),
  );

  app.post(
    '/games/:id/trophies',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Criar um troféu (regra: nível, missão ou pontos)',
        params: gameParams,
        body: createTrophyBodySchema,
        response: { 201: trophySchema, ...errors },
      },
    },
    async (request, reply) => {
      const trophy = await createTrophy(
        request.ctx,
        request.member,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(trophy);
    },
  );

  app.patch(
    '/trophies/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Alterar um troféu',
        params: trophyParams,
        body: updateTrophyBodySchema,
        response: { 200: trophySchema, ...errors, 409: conflictErrorSchema(trophySchema) },
      },
    },
    async (request) =>
      withCurrentOnConflict(
        () => updateTrophy(request.ctx, request.member, request.params.id, request.body),
        () => getTrophy(db, request.member, request.params.id),
      ),
  );

  app.delete(
    '/trophies/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Excluir um troféu',
        params: trophyParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTrophy(request.ctx, request.member, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.get(
    '/games/:id/participants',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Participantes (mais recentes primeiro, paginado)',
        params: gameParams,
        querystring: gamPageQuerySchema,
        response: { 200: participantsPageSchema, ...errors },
      },
    },
    async (request) => listParticipants(db, request.member, request.params.id, request.query),
  );
};
