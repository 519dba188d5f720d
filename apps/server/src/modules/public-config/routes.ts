import { publicConfigSchema, type PublicConfig } from '@orbita/contracts/public-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/** Seconds a browser or proxy may reuse the answer: a changed variable shows within a minute. */
export const PUBLIC_CONFIG_MAX_AGE = 60;

const present = (value: string | undefined) => Boolean(value?.trim());

/** Only what a signed-out visitor may know: ids meant for the browser, never a secret. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    googleClientId: config.GOOGLE_CLIENT_ID?.trim() || null,
    facebookEnabled: present(config.FACEBOOK_APP_ID) && present(config.FACEBOOK_APP_SECRET),
  };
}

/** `GET /api/public/config`, no session needed (the sign-in screen reads it). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  // The environment is read once at start; every answer is the same until a restart.
  const answer = publicConfigOf(app.config);
  app.get(
    '/config',
    {
      schema: {
        summary: 'Configuração pública do servidor (login com Google e Facebook disponíveis)',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', `public, max-age=${PUBLIC_CONFIG_MAX_AGE}`);
      return answer;
    },
  );
};
