import {
  createHabitBodySchema,
  gamDeletedSchema,
  habitMarkBodySchema,
  habitMarkResultSchema,
  habitSchema,
  habitsSchema,
  updateHabitBodySchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../../platform/db/transaction';
import { errors, idParams, security } from '../../../platform/http/route-kit';
import {
  createHabit,
  deleteHabit,
  doneDaily,
  listHabits,
  markHabit,
  undoneDaily,
  updateHabit,
} from './service';

const habitParams = idParams('Hábito não encontrado.');

/**
 * `/api/app/gamificacao/player/habits`: the signed-in person's own habits and dailies. Like
 * the rest of `/player`, any signed-in person (no role in any workspace is needed); a habit of
 * someone else answers 404 like a missing one.
 */
export const habitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = app.database;
  app.get(
    '/player/habits',
    {
      schema: {
        security,
        summary: 'Meus hábitos e diárias, com os contadores de hoje e as sequências',
        response: { 200: habitsSchema, ...errors },
      },
    },
    async (request) => listHabits(db, request.auth.userId),
  );

  app.post(
    '/player/habits',
    {
      schema: {
        security,
        summary: 'Criar um hábito (+/−) ou uma diária (dias da semana)',
        body: createHabitBodySchema,
        response: { 201: habitSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await transaction(request.ctx, (tx) =>
            createHabit(tx, request.auth.userId, request.body),
          ),
        ),
  );

  app.patch(
    '/player/habits/:id',
    {
      schema: {
        security,
        summary: 'Alterar um hábito ou diária',
        params: habitParams,
        body: updateHabitBodySchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) =>
      transaction(request.ctx, (tx) =>
        updateHabit(tx, request.auth.userId, request.params.id, request.body),
      ),
  );

  app.delete(
    '/player/habits/:id',
    {
      schema: {
        security,
        summary: 'Excluir um hábito ou diária (os pontos ganhos ficam)',
        params: habitParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await transaction(request.ctx, (tx) =>
        deleteHabit(tx, request.auth.userId, request.params.id),
      );
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.post(
    '/player/habits/:id/marks',
    {
      schema: {
        security,
        summary: 'Marcar + ou − num hábito (o + dá os pontos do hábito, até o limite do dia)',
        params: habitParams,
        body: habitMarkBodySchema,
        response: { 200: habitMarkResultSchema, ...errors },
      },
    },
    async (request) =>
      transaction(request.ctx, (tx) =>
        markHabit(tx, request.auth.userId, request.params.id, request.body.direction),
      ),
  );

  app.post(
    '/player/habits/:id/done',
    {
      schema: {
        security,
        summary: 'Marcar uma diária como feita hoje (dia de São Paulo)',
        params: habitParams,
        response: { 200: habitMarkResultSchema, ...errors },
      },
    },
    async (request) =>
      transaction(request.ctx, (tx) => doneDaily(tx, request.auth.userId, request.params.id)),
  );

  app.delete(
    '/player/habits/:id/done',
    {
      schema: {
        security,
        summary: 'Desmarcar a diária de hoje',
        params: habitParams,
        response: { 200: habitMarkResultSchema, ...errors },
      },
    },
    async (request) =>
      transaction(request.ctx, (tx) => undoneDaily(tx, request.auth.userId, request.params.id)),
  );
};
