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
  listLevels,
  listParticipants,
  listTrophies,
  replaceLevels,
  updateTrophy,
} from './levels-trophies-service';
import {
  errors,
  gameParams,
  publishGamification,
  requires,
  security,
  tags,
  trophyParams,
} from './route-kit';

/** `/api/app/gamificacao/games/...`: games, their levels, trophies and participants. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const manage = requires('structure.manage');
  const changed = (workspaceId: string, gameId: string, data: unknown) =>
    publishGamification(app, workspaceId, 'updated', gameId, data);

  app.get(
    '/games',
    {
      preParsing: read,
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Criar uma gamificação (o código público é gerado)',
        body: createGameBodySchema,
        response: { 201: gameSchema, ...errors },
      },
    },
    async (request, reply) => {
      const game = await createGame(db, request.member, request.body);
      await publishGamification(app, request.member.workspaceId, 'created', game.id, game);
      return reply.status(201).send(game);
    },
  );

  app.get(
    '/games/:id',
    {
      preParsing: read,
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Alterar uma gamificação (também o código, único em todo o Orbita)',
        params: gameParams,
        body: updateGameBodySchema,
        response: { 200: gameSchema, ...errors },
      },
    },
    async (request) => {
      const game = await updateGame(db, request.member, request.params.id, request.body);
      await changed(request.member.workspaceId, game.id, game);
      return game;
    },
  );

  app.delete(
    '/games/:id',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Excluir uma gamificação',
        params: gameParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteGame(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishGamification(app, request.member.workspaceId, 'deleted', deleted.id, deleted);
      return deleted;
    },
  );

  app.get(
    '/games/:id/levels',
    {
      preParsing: read,
      schema: {
        tags,
        security,
        summary: 'Níveis da gamificação (XP = pontos de todo o período)',
        params: gameParams,
        response: { 200: levelsSchema, ...errors },
      },
    },
    async (request) => ({ items: await listLevels(db, request.member, request.params.id) }),
  );

  app.put(
    '/games/:id/levels',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Substituir os níveis (XP estritamente crescente)',
        params: gameParams,
        body: replaceLevelsBodySchema,
        response: { 200: levelsSchema, ...errors },
      },
    },
    async (request) => {
      const items = await replaceLevels(db, request.member, request.params.id, request.body);
      await changed(request.member.workspaceId, request.params.id, {
        gameId: request.params.id,
        levels: items,
      });
      return { items };
    },
  );

  app.get(
    '/games/:id/trophies',
    {
      preParsing: read,
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Criar um troféu (regra: nível, missão ou pontos)',
        params: gameParams,
        body: createTrophyBodySchema,
        response: { 201: trophySchema, ...errors },
      },
    },
    async (request, reply) => {
      const trophy = await createTrophy(db, request.member, request.params.id, request.body);
      await publishGamification(app, request.member.workspaceId, 'created', trophy.id, trophy);
      return reply.status(201).send(trophy);
    },
  );

  app.patch(
    '/trophies/:id',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Alterar um troféu',
        params: trophyParams,
        body: updateTrophyBodySchema,
        response: { 200: trophySchema, ...errors },
      },
    },
    async (request) => {
      const trophy = await updateTrophy(db, request.member, request.params.id, request.body);
      await publishGamification(app, request.member.workspaceId, 'updated', trophy.id, trophy);
      return trophy;
    },
  );

  app.delete(
    '/trophies/:id',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Excluir um troféu',
        params: trophyParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTrophy(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishGamification(app, request.member.workspaceId, 'deleted', deleted.id, deleted);
      return deleted;
    },
  );

  app.get(
    '/games/:id/participants',
    {
      preParsing: read,
      schema: {
        tags,
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
