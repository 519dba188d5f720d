import { communicationEndpoints as endpoints } from '@orbita/contracts/communication/endpoints';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/comunicacao/notificacoes...`, typed by the contracts. */
export const notificationsApi = {
  list: (params: { cursor?: string; limit?: number; unread?: boolean }, options?: RequestOptions) =>
    callApi(endpoints.notifications, {
      query: {
        cursor: params.cursor || undefined,
        limit: params.limit || undefined,
        unread: params.unread ? 'true' : undefined,
      },
      ...options,
    }),
  unreadCount: (options?: RequestOptions) => callApi(endpoints.unreadCount, options),
  mark: (id: string, read: boolean) =>
    callApi(endpoints.markNotification, { params: { id }, body: { read } }),
  markAllRead: () => callApi(endpoints.markAllRead),
};
