import { conflictErrorSchema } from '@orbita/contracts';
import {
  DASHBOARD_ENTITY,
  dashboardLayoutSchema,
  dashboardSummarySchema,
  updateLayoutBodySchema,
} from '@orbita/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { getLayout, saveLayout } from './layout';
import { dashboardSummary } from './summary';

/** `/api/app/me/dashboard`: the person's "what now?" and their widget layout. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // The person's own page: any member, Observador included (the layout is theirs alone).
  const anyMember = requires('workspace.read');

  // '' (not '/'): the summary is the prefix itself, `/api/app/me/dashboard`.
  app.get(
    '',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary:
          'Painel: o que fazer agora (tarefas, caixa de entrada, finanças, jogos, avisos, atividade)',
        response: { 200: dashboardSummarySchema, ...errors },
      },
    },
    async (request) => dashboardSummary(db, request.member),
  );

  app.get(
    '/layout',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary: 'Disposição dos widgets do painel (padrão quando nunca salva: versão 0)',
        response: { 200: dashboardLayoutSchema, ...errors },
      },
    },
    async (request) => getLayout(db, request.member),
  );

  app.put(
    '/layout',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary: 'Salvar a disposição dos widgets (ordem e ocultos)',
        description:
          'Envie `version` (0 para a disposição padrão): se outra aba ou aparelho salvou antes, responde 409 com a atual em `current`.',
        body: updateLayoutBodySchema,
        response: {
          200: dashboardLayoutSchema,
          ...errors,
          409: conflictErrorSchema(dashboardLayoutSchema),
        },
      },
    },
    async (request) => {
      const { ctx, member, body } = request;
      const layout = await withCurrentOnConflict(
        () => saveLayout(ctx, member, body),
        () => getLayout(db, member),
      );
      await publish(request, {
        type: 'updated',
        entity: DASHBOARD_ENTITY,
        id: member.userId,
        data: { part: 'layout', userId: member.userId, layout },
      });
      return layout;
    },
  );
};
