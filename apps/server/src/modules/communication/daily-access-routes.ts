import {
  apiErrorSchema,
  dailyAccessDaysSchema,
  dailyAccessRangeQuerySchema,
  dailyAccessResultSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitContext } from '../../platform/db/transaction';
import { authorize } from '../../platform/policy';
import { listDailyAccessDays, recordDailyAccess } from './daily-access';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['comunicacao'];
const security = [{ bearer: [] }];

/** `/api/app/comunicacao/eventos/acesso-diario`: the daily access event (spec §4/§7) and its days. */
export const dailyAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  // A person's own inbox and streak: API keys (workspace credentials) are refused by authenticate.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireMember);

  app.post(
    '/eventos/acesso-diario',
    {
      schema: {
        tags,
        security,
        summary: 'Registrar o acesso do dia (idempotente por dia de São Paulo)',
        description:
          'Responde o dia, se este foi o primeiro acesso do dia, a sequência de dias e o que foi ganho.',
        response: { 200: dailyAccessResultSchema, ...errors },
      },
    },
    async (request) => {
      // Any member, Observador included: it records the person's own activity.
      authorize(request.member, 'workspace.read');
      return recordDailyAccess(
        commitContext(app),
        request.member.userId,
        request.member.workspaceId,
      );
    },
  );

  app.get(
    '/eventos/acesso-diario',
    {
      schema: {
        tags,
        security,
        summary: 'Dias com acesso (mapa de calor), no máximo 400 dias',
        querystring: dailyAccessRangeQuerySchema,
        response: { 200: dailyAccessDaysSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request.member, 'workspace.read');
      return listDailyAccessDays(app.database.db, request.member.userId, request.query);
    },
  );
};
