import { apiErrorSchema } from '@orbita/contracts';
import {
  createReviewCommentBodySchema,
  publicReviewSchema,
  REVIEW_COMMENTS_PER_MINUTE,
  reviewCommentSchema,
  reviewTokenParamsSchema,
} from '@orbita/contracts/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sha256 } from '../../platform/auth/crypto';
import { errors } from '../../platform/http/route-kit';
import { commentThroughLink, readReview } from './link-service';

/**
 * `/api/public/reviews/{token}`: what a review link opens, without a session. The token is
 * the secret (256 random bits, only its hash stored); it opens while the record is being
 * tested and the link is not revoked, else 404 "Esta revisão não está mais aberta.".
 * Comments are budgeted per link (the hash, so the token never lands in the limits table).
 */
export const publicReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:token',
    {
      schema: {
        summary: 'Revisão aberta por um link: o rascunho atual e as conversas',
        params: reviewTokenParamsSchema,
        response: { 200: publicReviewSchema, ...errors },
      },
    },
    async (request) => readReview(app, request.params.token),
  );

  app.post(
    '/:token/comments',
    {
      config: {
        rateLimit: {
          max: REVIEW_COMMENTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) =>
            `review-comment:${sha256((request.params as { token?: string }).token ?? '')}`,
        },
      },
      schema: {
        summary: 'Comentar pelo link da revisão (ancorado a um trecho do texto, ou uma resposta)',
        params: reviewTokenParamsSchema,
        body: createReviewCommentBodySchema,
        response: { 201: reviewCommentSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await commentThroughLink(request.ctx, request.params.token, request.body)),
  );
};
