import {
  facebookConnectBodySchema,
  facebookConnectionSchema,
  facebookStartSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, security } from '../../platform/http/route-kit';
import type { AuthDeps } from './deps';
import {
  completeFacebookLink,
  disconnectFacebook,
  facebookConnection,
  startFacebookLink,
} from './facebook';

const tags = ['perfil'];

/** `/api/app/me/facebook`: the profile's Facebook connection (OAuth code flow). */
export const facebookRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const { config } = deps;

  app.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Situação da conexão com o Facebook',
        response: { 200: facebookConnectionSchema, ...errors },
      },
    },
    async (request) => facebookConnection(request.ctx.db, config, request.auth.userId),
  );

  app.post(
    '/start',
    {
      schema: {
        tags,
        security,
        summary: 'Começar a conectar o Facebook (endereço do diálogo com o state da sessão)',
        response: { 200: facebookStartSchema, ...errors },
      },
    },
    async (request) => startFacebookLink(request.ctx, config, request.auth),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Concluir a conexão com o Facebook (code e state da volta do diálogo)',
        body: facebookConnectBodySchema,
        response: { 200: facebookConnectionSchema, ...errors },
      },
    },
    async (request) => completeFacebookLink(request.ctx, config, request.auth, request.body),
  );

  app.delete(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Desconectar o Facebook',
        response: { 200: facebookConnectionSchema, ...errors },
      },
    },
    async (request) => disconnectFacebook(request.ctx, config, request.auth.userId),
  );
};
