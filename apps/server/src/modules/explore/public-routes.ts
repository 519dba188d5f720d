import { normalizeIP } from '@fastify/rate-limit';
import { apiErrorSchema } from '@orbita/contracts';
import {
  exploreFeedPageSchema,
  exploreFeedQuerySchema,
  exploreItemParamsSchema,
  exploreReactionSchema,
  exploreReportBodySchema,
  exploreReportResultSchema,
  exploreSearchQuerySchema,
  exploreSearchResultSchema,
} from '@orbita/contracts/explore';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reactorKey, reportItem, toggleReaction } from './engagement-service';
import { feedRankings } from './feed-ranking';
import { exploreFeatured, exploreFeed, exploreSearch } from './feed-service';

const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** Per client IP (TRUST_PROXY decides whether X-Forwarded-For counts), before any work. */
export function perIp(app: FastifyInstance, name: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'onRequest' as const,
      keyGenerator: (request: FastifyRequest) => `explore-${name}:${normalizeIP(request.ip)}`,
    },
  };
}

/** The signed-in person when a valid sign-in rides along; a missing or stale one is ignored. */
async function optionalUserId(app: FastifyInstance, request: FastifyRequest) {
  if (!request.headers.authorization && !request.headers.cookie) return null;
  try {
    await app.authenticate(request, undefined as never);
    return request.auth.userId;
  } catch {
    return null;
  }
}

/**
 * `/api/public/explore`: the explore feed, featured list and search for anyone, signed in or
 * out, and the reaction and report buttons. Reads answer only listed items (listedWhere),
 * writes only items whose public address opens (openWhere); others 404 like missing ones.
 */
export const explorePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.config.EXPLORE_RATE_LIMIT;
  const writes = Math.max(1, Math.floor(reads / 10));
  const appUrl = app.config.APP_URL;
  const rankings = feedRankings();

  app.get(
    '/feed',
    {
      config: perIp(app, 'read', reads),
      schema: {
        summary:
          'Explorar: itens públicos de todas as contas — destaques editoriais, depois por engajamento recente',
        querystring: exploreFeedQuerySchema,
        response: { 200: exploreFeedPageSchema, ...publicErrors },
      },
    },
    async (request) => exploreFeed(app.database.db, rankings, appUrl, request.query),
  );

  app.get(
    '/featured',
    {
      config: perIp(app, 'read', reads),
      schema: {
        summary: 'Explorar: itens "Publicada" em destaque',
        response: { 200: exploreFeedPageSchema, ...publicErrors },
      },
    },
    async () => exploreFeatured(app.database.db, rankings, appUrl),
  );

  app.get(
    '/search',
    {
      config: perIp(app, 'read', reads),
      schema: {
        summary: 'Explorar: busca em português (sem acentos também) nos itens públicos',
        querystring: exploreSearchQuerySchema,
        response: { 200: exploreSearchResultSchema, ...publicErrors },
      },
    },
    async (request) => exploreSearch(app.database.db, appUrl, request.query),
  );

  app.post(
    '/:kind/:id/react',
    {
      config: perIp(app, 'write', writes),
      schema: {
        summary: 'Reagir a um item público (de novo: desfaz)',
        params: exploreItemParamsSchema,
        response: { 200: exploreReactionSchema, ...publicErrors },
      },
    },
    async (request) => {
      const userId = await optionalUserId(app, request);
      const key = reactorKey(userId, request.ip, request.headers['user-agent'] ?? '');
      return toggleReaction(request.ctx, request.params.kind, request.params.id, key);
    },
  );

  app.post(
    '/:kind/:id/report',
    {
      config: perIp(app, 'write', writes),
      schema: {
        summary:
          'Denunciar um item público (uma denúncia aberta por pessoa; 3 ocultam até a moderação)',
        params: exploreItemParamsSchema,
        body: exploreReportBodySchema,
        response: { 200: exploreReportResultSchema, 409: apiErrorSchema, ...publicErrors },
      },
    },
    async (request) => {
      const userId = await optionalUserId(app, request);
      const key = reactorKey(userId, request.ip, request.headers['user-agent'] ?? '');
      await reportItem(
        request.ctx,
        request.params.kind,
        request.params.id,
        { key, userId },
        {
          reason: request.body.reason,
          details: request.body.details,
        },
      );
      return { reported: true as const };
    },
  );
};
