import {
  dailyAccessDaysSchema,
  dailyAccessRangeQuerySchema,
  dailyAccessResultSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../platform/http/route-kit';
import { listDailyAccessDays, recordDailyAccess } from './daily-access';

/** `/api/app/comunicacao/eventos/acesso-diario`: the daily access event (spec §4/§7) and its days. */
export const dailyAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  // A person's own inbox and streak: API keys (workspace credentials) are refused by authenticate.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireMember);
  // Any member, Observador included: it records and reads the person's own activity.
  const anyMember = requires('workspace.read');

  app.post(
    '/eventos/acesso-diario',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary: 'Registrar o acesso do dia (idempotente por dia de São Paulo)',
        description:
          'Responde o dia, se este foi o primeiro acesso do dia, a sequência de dias e o que foi ganho.',
        response: { 200: dailyAccessResultSchema, ...errors },
      },
    },
    async (request) =>
      recordDailyAccess(request.ctx, request.member.userId, request.member.workspaceId),
  );

  app.get(
    '/eventos/acesso-diario',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary: 'Dias com acesso (mapa de calor), no máximo 400 dias',
        querystring: dailyAccessRangeQuerySchema,
        response: { 200: dailyAccessDaysSchema, ...errors },
      },
    },
    async (request) => listDailyAccessDays(app.database.db, request.member.userId, request.query),
  );
};
