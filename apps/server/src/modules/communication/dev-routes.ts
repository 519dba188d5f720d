import { devNotificationBodySchema, notificationSchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../platform/db/transaction';
import { loopbackOnly } from '../../platform/http/loopback-only';
import { errors } from '../../platform/http/route-kit';
import { createNotification } from './notifications';

/**
 * `POST /dev/notifications` (only in development or test, and only to loopback clients, like
 * `/dev/mailbox`): creates a notification for the signed-in person in their current
 * workspace, through the same `createNotification` other modules use, so it is also
 * delivered live. Browser tests and manual checks of the inbox use it until modules that
 * notify exist.
 */
export const devNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    '/dev/notifications',
    {
      onRequest: app.requireMember,
      schema: {
        hide: true,
        body: devNotificationBodySchema,
        response: { 201: notificationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, workspaceId } = request.member;
      const notification = await transaction(request.ctx, (tx) =>
        createNotification(tx, { ...request.body, userId, workspaceId }),
      );
      return reply.status(201).send(notification);
    },
  );
};
