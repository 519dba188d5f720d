import {
  addReviewAudienceBodySchema,
  createReviewCommentBodySchema,
  reviewAudienceSchema,
  reviewCommentParamsSchema,
  reviewCommentSchema,
  reviewCommentsSchema,
  reviewEntryParamsSchema,
  reviewRecordParamsSchema,
  reviewsEntity,
  type ReviewRecordParams,
} from '@orbita/contracts/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@orbita/contracts';
import { errors, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { addAudience, listAudience, revokeAudience } from './audience-service';
import { addMemberComment, listComments, setResolved, type ReviewPlace } from './comments-service';
import { presentComment, presentThreads } from './presenter';
import { loadRecord } from './records';

/**
 * Every audience change may mail addresses the workspace chose: at most this many such
 * requests per workspace and hour, so a workspace cannot be used to spam (like invites).
 */
export const REVIEW_INVITES_PER_HOUR = 60;
const inviteLimit = {
  max: REVIEW_INVITES_PER_HOUR,
  timeWindow: 60 * 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `review-invite:${request.member.workspaceId}`,
};

const placeOf = (request: FastifyRequest, params: ReviewRecordParams): ReviewPlace => ({
  workspaceId: request.member.workspaceId,
  kind: params.kind,
  recordId: params.recordId,
});

/**
 * `/api/app/universo/reviews/{kind}/{recordId}`: the testing audience of a publication or a
 * page and its comments, for members. Members read; Criador and above choose the audience
 * (who may read an unpublished draft is a publishing decision); Editor and above comment,
 * resolve and reopen. Each route: validate → `requires(action)` → service (its own
 * transaction) → presenter → `publish` (entity `reviews`, the record's id).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.APP_URL;
  const changed = (
    request: FastifyRequest,
    { kind, recordId }: ReviewRecordParams,
    part: 'audience' | 'comments',
  ) =>
    publish(request, {
      type: 'updated',
      entity: reviewsEntity,
      id: recordId,
      data: { kind, recordId, part },
    });

  app.get(
    '/reviews/:kind/:recordId/audience',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Público de teste de uma publicação ou página (membros, equipes, e-mails)',
        params: reviewRecordParamsSchema,
        response: { 200: reviewAudienceSchema, ...errors },
      },
    },
    async (request) =>
      listAudience(request.ctx.db, request.member, request.params.kind, request.params.recordId),
  );

  app.post(
    '/reviews/:kind/:recordId/audience',
    {
      preParsing: requires('structure.manage'),
      config: { rateLimit: inviteLimit },
      schema: {
        security,
        summary:
          'Adicionar ao público de teste: cada membro recebe uma notificação com o seu link, cada e-mail um e-mail com o seu link (Criador)',
        params: reviewRecordParamsSchema,
        body: addReviewAudienceBodySchema,
        response: { 200: reviewAudienceSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { audience, mails } = await addAudience(
        request.ctx,
        appUrl,
        request.member,
        request.params.kind,
        request.params.recordId,
        request.body,
      );
      for (const mail of mails) app.mailer.queue(mail);
      await changed(request, request.params, 'audience');
      return audience;
    },
  );

  app.delete(
    '/reviews/:kind/:recordId/audience/:entryId',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Tirar do público de teste: o link deixa de abrir (Criador)',
        params: reviewEntryParamsSchema,
        response: { 200: reviewAudienceSchema, ...errors },
      },
    },
    async (request) => {
      const audience = await revokeAudience(
        request.ctx,
        request.member,
        request.params.kind,
        request.params.recordId,
        request.params.entryId,
      );
      await changed(request, request.params, 'audience');
      return audience;
    },
  );

  app.get(
    '/reviews/:kind/:recordId/comments',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Comentários da revisão, em conversas (abertas e resolvidas)',
        params: reviewRecordParamsSchema,
        response: { 200: reviewCommentsSchema, ...errors },
      },
    },
    async (request) => {
      const place = placeOf(request, request.params);
      await loadRecord(request.ctx.db, place.workspaceId, place.kind, place.recordId);
      const rows = await listComments(request.ctx.db, place);
      return { kind: place.kind, recordId: place.recordId, items: presentThreads(rows) };
    },
  );

  app.post(
    '/reviews/:kind/:recordId/comments',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Comentar ou responder na revisão (Editor)',
        params: reviewRecordParamsSchema,
        body: createReviewCommentBodySchema,
        response: { 201: reviewCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await addMemberComment(
        request.ctx,
        request.member,
        placeOf(request, request.params),
        request.body,
      );
      await changed(request, request.params, 'comments');
      return reply.status(201).send(presentComment(row));
    },
  );

  for (const [verb, resolved] of [
    ['resolve', true],
    ['reopen', false],
  ] as const)
    app.post(
      `/reviews/:kind/:recordId/comments/:commentId/${verb}`,
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary: resolved
            ? 'Resolver uma conversa da revisão (Editor)'
            : 'Reabrir uma conversa resolvida (Editor)',
          params: reviewCommentParamsSchema,
          response: { 200: reviewCommentSchema, ...errors },
        },
      },
      async (request) => {
        const row = await setResolved(
          request.ctx,
          request.member,
          placeOf(request, request.params),
          request.params.commentId,
          resolved,
        );
        await changed(request, request.params, 'comments');
        return presentComment(row);
      },
    );
};
