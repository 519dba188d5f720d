import {
  exploreMeSchema,
  moderationItemSchema,
  moderationParamsSchema,
  moderationQueueSchema,
  publicSiteSchema,
  updatePublicSiteBodySchema,
} from '@orbita/contracts/explore';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../platform/http/route-kit';
import { assertModerator, isModerator, moderate, moderationQueue } from './moderation-service';
import { ensureSite, presentSite, updateSite } from './site-service';

/**
 * `/api/app/universo/explore`: the workspace's public site (members read; Admin and up
 * change its handle, title and description) and Orbita's moderation (moderators are the
 * e-mails of ORBITA_MODERATOR_EMAILS, read on each request; anyone else 403 pt-BR).
 */
export const exploreAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.APP_URL;

  app.get(
    '/explore/site',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'O site público da conta (/site/<endereço>): endereço, título e descrição',
        response: { 200: publicSiteSchema, ...errors },
      },
    },
    async (request) =>
      presentSite(appUrl, await ensureSite(request.ctx.db, request.member.workspaceId)),
  );

  app.patch(
    '/explore/site',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary:
          'Alterar o endereço, o título ou a descrição do site público (endereço em uso: 409)',
        body: updatePublicSiteBodySchema,
        response: { 200: publicSiteSchema, ...errors },
      },
    },
    async (request) =>
      presentSite(appUrl, await updateSite(request.ctx, request.member.workspaceId, request.body)),
  );

  app.get(
    '/explore/me',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'O que o menu de Explorar precisa saber da pessoa (é moderadora?)',
        response: { 200: exploreMeSchema, ...errors },
      },
    },
    async (request) => ({
      moderator: await isModerator(
        request.ctx.db,
        request.auth.userId,
        app.config.ORBITA_MODERATOR_EMAILS,
      ),
    }),
  );

  app.get(
    '/explore/moderation',
    {
      schema: {
        security,
        summary: 'Fila de moderação: itens denunciados (mais recentes primeiro) e ocultos',
        response: { 200: moderationQueueSchema, ...errors },
      },
    },
    async (request) => {
      await assertModerator(
        request.ctx.db,
        request.auth.userId,
        app.config.ORBITA_MODERATOR_EMAILS,
      );
      return { items: await moderationQueue(request.ctx.db, appUrl) };
    },
  );

  app.post(
    '/explore/moderation/:kind/:id/:action',
    {
      // Moderators are people of Orbita, not a workspace role. Checked once the (empty) body
      // is read, so an oversized one is still 413 like on every route.
      preHandler: async (request) => {
        await assertModerator(
          request.ctx.db,
          request.auth.userId,
          app.config.ORBITA_MODERATOR_EMAILS,
        );
      },
      schema: {
        security,
        summary:
          'Moderar um item: ocultar, restaurar, descartar denúncias, destacar, remover destaque',
        params: moderationParamsSchema,
        response: { 200: moderationItemSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, id, action } = request.params;
      return moderate(request.ctx, appUrl, request.auth.userId, kind, id, action);
    },
  );
};
