import type {
  AppNotification,
  MarkAllReadResult,
  NotificationPage,
  UnreadCount,
} from '@orbita/contracts/communication';
import { http, type RequestOptions } from '../../../platform/http';

const base = 'app/comunicacao/notificacoes';

/** `/api/app/comunicacao/notificacoes...`, typed by the contracts. */
export const notificationsApi = {
  list: (
    params: { cursor?: string; limit?: number; unread?: boolean },
    options?: RequestOptions,
  ) => {
    const query = new URLSearchParams();
    if (params.cursor) query.set('cursor', params.cursor);
    if (params.limit) query.set('limit', String(params.limit));
    if (params.unread) query.set('unread', 'true');
    const qs = query.toString();
    return http.get<NotificationPage>(qs ? `${base}?${qs}` : base, options);
  },
  unreadCount: (options?: RequestOptions) => http.get<UnreadCount>(`${base}/nao-lidas`, options),
  mark: (id: string, read: boolean) =>
    http.patch<AppNotification>(`${base}/${encodeURIComponent(id)}`, { read }),
  markAllRead: () => http.post<MarkAllReadResult>(`${base}/marcar-todas-lidas`),
};
