import { normalizeIP } from '@fastify/rate-limit';
import { apiErrorSchema, inviteTokenBodySchema, publicInviteSchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../platform/http/route-kit';
import { publicInvite } from './invites-service';

/**
 * `/api/public/convites`: what a signed-out visitor opening an invite link needs to sign up
 * with the invited address (prefilled, then confirmed by mail as any sign-up). The token
 * is the secret; probing tokens is budgeted per client IP, like the public game codes.
 */
export const publicInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/previa',
    {
      config: {
        rateLimit: {
          max: app.config.AUTH_PLAY_LIMIT,
          timeWindow: 60_000,
          keyGenerator: (request) => `public-invite:${normalizeIP(request.ip)}`,
        },
      },
      schema: {
        summary: 'Convite visto sem login: a conta e o e-mail convidado (para criar a conta)',
        body: inviteTokenBodySchema,
        response: { 200: publicInviteSchema, ...errors, 410: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => publicInvite(request.ctx.db, request.body.token),
  );
};
