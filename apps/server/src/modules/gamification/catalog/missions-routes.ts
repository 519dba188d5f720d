import { conflictErrorSchema } from '@orbita/contracts';
import {
  createMissionBodySchema,
  gamDeletedSchema,
  missionSchema,
  missionsQuerySchema,
  missionsSchema,
  updateMissionBodySchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMission,
  deleteMission,
  getMission,
  listMissions,
  updateMission,
} from './missions-service';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { gameParams, missionParams } from '../params';

/** `/api/app/gamificacao/games/:id/missions` and `/missions/:id`: read by members, changed by Criador+. */
export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const manage = requires('structure.manage');

  app.get(
    '/games/:id/missions',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Missões da gamificação',
        params: gameParams,
        querystring: missionsQuerySchema,
        response: { 200: missionsSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listMissions(db, request.member, request.params.id, request.query.status),
    }),
  );

  app.post(
    '/games/:id/missions',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Criar uma missão (objetivo, recorrência, recompensa)',
        params: gameParams,
        body: createMissionBodySchema,
        response: { 201: missionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const mission = await createMission(
        request.ctx,
        request.member,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(mission);
    },
  );

  app.get(
    '/missions/:id',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Uma missão',
        params: missionParams,
        response: { 200: missionSchema, ...errors },
      },
    },
    async (request) => getMission(db, request.member, request.params.id),
  );

  app.patch(
    '/missions/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Alterar uma missão (situação, objetivo, recompensa...)',
        params: missionParams,
        body: updateMissionBodySchema,
        response: { 200: missionSchema, ...errors, 409: conflictErrorSchema(missionSchema) },
      },
    },
    async (request) =>
      withCurrentOnConflict(
        () => updateMission(request.ctx, request.member, request.params.id, request.body),
        () => getMission(db, request.member, request.params.id),
      ),
  );

  app.delete(
    '/missions/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Excluir uma missão',
        params: missionParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteMission(request.ctx, request.member, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
