import {
  markAllReadResultSchema,
  markNotificationBodySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, requires, security } from '../../platform/http/route-kit';
import { countUnread, listNotifications, markAllRead, markNotification } from './notifications';

/**
 * `/api/app/comunicacao/notificacoes`: the caller's own notifications in the current
 * workspace. Reading and marking them is allowed to every role, Observador included: it
 * is the person's own inbox, not workspace content. Changes reach the person's other
 * devices on their own queue (the service does it after the commit), not the workspace.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A person's own inbox and streak: API keys (workspace credentials) are refused by authenticate.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireMember);
  const { db } = app.database;
  const anyMember = requires('workspace.read');

  app.get(
    '/notificacoes',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary: 'Listar minhas notificações (mais recentes primeiro, paginação por cursor)',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => listNotifications(db, request.member, request.query),
  );

  app.get(
    '/notificacoes/nao-lidas',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary: 'Quantas notificações não lidas',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await countUnread(db, request.member) }),
  );

  app.patch(
    '/notificacoes/:id',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary: 'Marcar uma notificação como lida ou não lida',
        params: idParams('Notificação não encontrada.'),
        body: markNotificationBodySchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => {
      const { notification } = await markNotification(
        request.ctx,
        request.member,
        request.params.id,
        request.body.read,
      );
      return notification;
    },
  );

  app.post(
    '/notificacoes/marcar-todas-lidas',
    {
      preParsing: anyMember,
      schema: {
        security,
        summary: 'Marcar todas as notificações como lidas',
        response: { 200: markAllReadResultSchema, ...errors },
      },
    },
    async (request) => markAllRead(request.ctx, request.member),
  );
};
