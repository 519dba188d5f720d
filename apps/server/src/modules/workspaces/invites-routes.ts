import {
  apiErrorSchema,
  createInviteBodySchema,
  inviteAcceptedSchema,
  inviteListSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenBodySchema,
} from '@orbita/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../platform/http/route-kit';
import { actorOf, memberOfPathWorkspace } from './access';
import {
  acceptInvite,
  createInvite,
  listInvites,
  previewInvite,
  resendInvite,
  revokeInvite,
} from './invites-service';
import { inviteParams, workspaceParams } from './params';

/**
 * Every invite (and resend) is an e-mail to an address the workspace chose: at most this
 * many per workspace and hour, so a workspace cannot be used to spam. Counted after the
 * policy and validation (`preHandler`), in PostgreSQL like the auth limits.
 */
export const INVITE_MAILS_PER_HOUR = 50;
const inviteMailLimit = {
  max: INVITE_MAILS_PER_HOUR,
  timeWindow: 60 * 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `invite-mail:${request.member.workspaceId}`,
};

const gone = { 410: apiErrorSchema };
const limited = { 429: apiErrorSchema };

/**
 * Invites: Admins invite, resend and revoke under `/contas/:workspaceId/convites`; the
 * invited person (signed in with the invited e-mail) previews and accepts under `/convites`.
 * The token only ever travels in the e-mail's link and in these request bodies.
 */
export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.APP_URL;
  const member = memberOfPathWorkspace(app);
  const admin = requires('workspace.admin');
  // Invites change who may act here: a person's session only, never a key (issue 14).
  const manage = requires('access.manage');

  app.get(
    '/contas/:workspaceId/convites',
    {
      onRequest: member,
      preParsing: admin,
      schema: {
        security,
        summary: 'Convites da conta (Admin)',
        params: workspaceParams,
        response: { 200: inviteListSchema, ...errors },
      },
    },
    async (request) => listInvites(request.ctx.db, request.member.workspaceId),
  );

  app.post(
    '/contas/:workspaceId/convites',
    {
      onRequest: member,
      preParsing: manage,
      config: { rateLimit: inviteMailLimit },
      schema: {
        security,
        summary: 'Convidar por e-mail (Admin; papel até o seu)',
        params: workspaceParams,
        body: createInviteBodySchema,
        response: { 201: inviteSchema, ...errors, ...limited },
      },
    },
    async (request, reply) => {
      const { invite, mail } = await createInvite(
        request.ctx,
        appUrl,
        request.member,
        actorOf(request),
        request.body,
      );
      app.mailer.queue(mail);
      return reply.status(201).send(invite);
    },
  );

  app.post(
    '/contas/:workspaceId/convites/:inviteId/reenvio',
    {
      onRequest: member,
      preParsing: manage,
      config: { rateLimit: inviteMailLimit },
      schema: {
        security,
        summary: 'Reenviar um convite com um novo link (o anterior deixa de valer)',
        params: inviteParams,
        response: { 200: inviteSchema, ...errors, ...limited },
      },
    },
    async (request) => {
      const { invite, mail } = await resendInvite(
        request.ctx,
        appUrl,
        request.member,
        actorOf(request),
        request.params.inviteId,
      );
      app.mailer.queue(mail);
      return invite;
    },
  );

  app.delete(
    '/contas/:workspaceId/convites/:inviteId',
    {
      onRequest: member,
      preParsing: manage,
      schema: {
        security,
        summary: 'Revogar um convite pendente',
        params: inviteParams,
        response: { 200: inviteSchema, ...errors },
      },
    },
    async (request) =>
      revokeInvite(request.ctx, request.member, actorOf(request), request.params.inviteId),
  );

  // The invited person is not a member yet: these are person-level routes.
  app.post(
    '/convites/previa',
    {
      onRequest: app.authenticate,
      schema: {
        security,
        summary: 'Ver um convite antes de aceitar',
        body: inviteTokenBodySchema,
        response: { 200: invitePreviewSchema, ...errors, ...gone },
      },
    },
    async (request) => previewInvite(request.ctx.db, request.auth.userId, request.body.token),
  );

  app.post(
    '/convites/aceite',
    {
      onRequest: app.authenticate,
      schema: {
        security,
        summary: 'Aceitar um convite (com o e-mail convidado)',
        body: inviteTokenBodySchema,
        response: { 200: inviteAcceptedSchema, ...errors, ...gone },
      },
    },
    async (request) => acceptInvite(request.ctx, request.auth.userId, request.body.token),
  );
};
