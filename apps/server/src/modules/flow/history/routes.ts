import { historyPageSchema, historyQuerySchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { cardParams, taskParams } from '../params';
import { listHistory } from './service';

/** `GET /api/app/flow/tasks/:id/history` and `/cards/:id/history`: who changed what, when. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');

  app.get(
    '/tasks/:id/history',
    {
      preParsing: read,
      schema: {
        security,
        summary:
          'Histórico de uma tarefa (também na lixeira): quem mudou o quê e quando, do mais recente ao mais antigo',
        params: taskParams,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => listHistory(db, request.member, 'task', request.params.id, request.query),
  );

  app.get(
    '/cards/:id/history',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Histórico de um cartão de processo: quem mudou o quê e quando',
        params: cardParams,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => listHistory(db, request.member, 'card', request.params.id, request.query),
  );
};
