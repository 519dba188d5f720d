import { normalizeIP } from '@fastify/rate-limit';
import { apiErrorSchema } from '@orbita/contracts';
import {
  joinResultSchema,
  playParamsSchema,
  publicGameSchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, security } from '../../../platform/http/route-kit';
import { joinGame, publicGame } from './play-service';

/** `POST /api/app/gamificacao/play/:code/join`: any signed-in person joins a game by its code. */
export const playJoinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/play/:code/join',
    {
      schema: {
        security,
        summary: 'Entrar numa gamificação pelo código (idempotente; turista vira Jogador)',
        params: playParamsSchema,
        response: { 200: joinResultSchema, ...errors },
      },
    },
    async (request) => joinGame(request.ctx, request.auth.userId, request.params.code),
  );
};

/**
 * `GET /api/public/play/:code`: no sign-in needed. A valid sign-in (bearer or cookie) adds
 * `joined`; a missing or stale one is simply ignored, the page stays public.
 */
export const publicPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:code',
    {
      // Codes are short: unlimited lookups would let anyone enumerate every game. Per client
      // IP (TRUST_PROXY decides whether X-Forwarded-For counts), before any work.
      config: {
        rateLimit: {
          max: app.config.AUTH_PLAY_LIMIT,
          timeWindow: 60_000,
          hook: 'onRequest',
          keyGenerator: (request) => `public-play:${normalizeIP(request.ip)}`,
        },
      },
      schema: {
        summary: 'Página pública de uma gamificação (/play/{codigo})',
        params: playParamsSchema,
        response: {
          200: publicGameSchema,
          400: errors[400],
          404: errors[404],
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      let userId: string | null = null;
      if (request.headers.authorization || request.headers.cookie) {
        try {
          await app.authenticate(request, undefined as never);
          userId = request.auth.userId;
        } catch {
          userId = null;
        }
      }
      return publicGame(app.database.db, request.params.code, userId);
    },
  );
};
