import {
  apiErrorSchema,
  markAllReadResultSchema,
  markNotificationBodySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../platform/policy';
import {
  allReadEvent,
  countUnread,
  listNotifications,
  markAllRead,
  markNotification,
  notificationEvent,
} from './notifications';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['comunicacao'];
const security = [{ bearer: [] }];

/**
 * `/api/app/comunicacao/notificacoes`: the caller's own notifications in the current
 * workspace. Reading and marking them is allowed to every role, Observador included: it
 * is the person's own inbox, not workspace content.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A person's own inbox and streak: API keys (workspace credentials) are refused by authenticate.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireMember);
  const { db } = app.database;

  app.get(
    '/notificacoes',
    {
      schema: {
        tags,
        security,
        summary: 'Listar minhas notificações (mais recentes primeiro, paginação por cursor)',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request.member, 'workspace.read');
      return listNotifications(db, request.member, request.query);
    },
  );

  app.get(
    '/notificacoes/nao-lidas',
    {
      schema: {
        tags,
        security,
        summary: 'Quantas notificações não lidas',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request.member, 'workspace.read');
      return { count: await countUnread(db, request.member) };
    },
  );

  app.patch(
    '/notificacoes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Marcar uma notificação como lida ou não lida',
        params: z.object({ id: z.uuid('Notificação não encontrada.') }),
        body: markNotificationBodySchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request.member, 'workspace.read');
      const { notification, changed } = await markNotification(
        db,
        request.member,
        request.params.id,
        request.body.read,
      );
      // The person's other devices follow (badge and list), after the commit.
      if (changed)
        await app.realtime.notifyUser(
          request.member.userId,
          await notificationEvent(db, 'updated', notification, request.member.userId),
        );
      return notification;
    },
  );

  app.post(
    '/notificacoes/marcar-todas-lidas',
    {
      schema: {
        tags,
        security,
        summary: 'Marcar todas as notificações como lidas',
        response: { 200: markAllReadResultSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request.member, 'workspace.read');
      const result = await markAllRead(db, request.member);
      if (result.updated > 0)
        await app.realtime.notifyUser(request.member.userId, allReadEvent(request.member, result));
      return result;
    },
  );
};
