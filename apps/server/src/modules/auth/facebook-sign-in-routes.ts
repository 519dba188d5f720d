import { facebookConnectBodySchema, facebookStartSchema, sessionSchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../platform/http/route-kit';
import type { AuthDeps } from './deps';
import { signInWithFacebook, startFacebookSignIn, takeFacebookState } from './facebook-sign-in';
import { clientTypeOf, sendSession } from './http';

/** `/api/auth/facebook`: sign-in with a Facebook account linked on the profile (web). */
export const facebookSignInRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/start',
    {
      schema: {
        summary: 'Começar a entrar com o Facebook (endereço do diálogo; state num cookie)',
        response: { 200: facebookStartSchema, ...errors },
      },
    },
    async (_request, reply) => startFacebookSignIn(deps, reply),
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Entrar com o Facebook (code e state da volta do diálogo)',
        body: facebookConnectBodySchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      takeFacebookState(request, reply, request.body.state);
      return sendSession(
        request,
        reply,
        deps,
        await signInWithFacebook(request.ctx, deps, request.body.code, clientTypeOf(request)),
      );
    },
  );
};
