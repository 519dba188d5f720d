import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  dailyAccessResultSchema,
  markAllReadResultSchema,
  markNotificationBodySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from './schemas';

const base = '/api/app/comunicacao';

/** Communication (`/api/app/comunicacao/...`): the daily access and the person's notifications. */
export const communicationEndpoints = {
  recordDailyAccess: defineEndpoint({
    method: 'POST',
    path: `${base}/eventos/acesso-diario`,
    response: schemaType<typeof dailyAccessResultSchema>(),
  }),
  notifications: defineEndpoint({
    method: 'GET',
    path: `${base}/notificacoes`,
    query: schemaType<typeof notificationListQuerySchema>(),
    response: schemaType<typeof notificationPageSchema>(),
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: `${base}/notificacoes/nao-lidas`,
    response: schemaType<typeof unreadCountSchema>(),
  }),
  markNotification: defineEndpoint({
    method: 'PATCH',
    path: `${base}/notificacoes/{id}`,
    body: schemaType<typeof markNotificationBodySchema>(),
    response: schemaType<typeof notificationSchema>(),
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: `${base}/notificacoes/marcar-todas-lidas`,
    response: schemaType<typeof markAllReadResultSchema>(),
  }),
};
